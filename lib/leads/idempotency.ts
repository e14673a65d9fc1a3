import { createHash } from "node:crypto";
import type { Db } from "@/lib/db";

export type IdempotentOutcome<T> =
  | { kind: "done"; value: T }
  | { kind: "replayed"; value: T | undefined }
  /** The key was used for a different request: nothing was done. */
  | { kind: "mismatch" };

/** A stable hash of a validated request body (zod emits keys in schema order, so it is canonical). */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("base64url");
}

/**
 * Runs `work` inside one transaction at most once per `key` within `ttlMs`, storing its answer beside
 * what it wrote, as the IETF Idempotency-Key draft and Stripe do. The key row is claimed first: a
 * concurrent twin waits on it (PostgreSQL's unique index, SQLite's single writer), finds it taken, and gets
 * the first answer when its body hashes the same, or a mismatch when it does not.
 */
export async function runOnce<T>(
  db: Db,
  request: { key: string; hash: string; ttlMs: number; now: number },
  work: (trx: Db) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const { key, hash, ttlMs, now } = request;
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("idempotency_keys")
      .where("key", "=", key)
      .where("created_at", "<", now - ttlMs)
      .execute();
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({ key, request_hash: hash, response_json: null, created_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const row = await trx
        .selectFrom("idempotency_keys")
        .select(["response_json", "request_hash"])
        .where("key", "=", key)
        .executeTakeFirst();
      if (row?.request_hash && row.request_hash !== hash) return { kind: "mismatch" };
      return { kind: "replayed", value: row?.response_json ? (JSON.parse(row.response_json) as T) : undefined };
    }
    const value = await work(trx);
    await trx
      .updateTable("idempotency_keys")
      .set({ response_json: JSON.stringify(value) })
      .where("key", "=", key)
      .execute();
    return { kind: "done", value };
  });
}

/** Forgets keys past the longest window; housekeeping, not correctness (runOnce ignores stale rows). */
export async function pruneIdempotencyKeys(db: Db, olderThanMs: number, now: number = Date.now()): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", now - olderThanMs)
    .execute();
}
