import { sql } from "kysely";
import type { Db } from "@/lib/db";

/** `over`: how many hits past the limit this one is (1 for the first refused), so a caller can act once. */
export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number; over: number };

/**
 * Counts one hit for `key` in `bucket` over a fixed window, in one upsert so several server processes
 * share the count. A window older than `windowMs` restarts at 1.
 */
export async function consume(
  db: Db,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const cutoff = now - windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.columns(["bucket", "key"]).doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${cutoff} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count <= limit) return { ok: true, remaining: limit - count };
  const resetAt = Number(row.window_start) + windowMs;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)), over: count - limit };
}

/** Drops counters whose window ended long ago; called by the delivery worker's housekeeping. */
export async function pruneRateLimits(db: Db, olderThanMs: number, now: number = Date.now()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", now - olderThanMs)
    .execute();
}
