import type { Db } from "@/lib/db";

export type IdempotentOutcome<T> = { replayed: false; value: T } | { replayed: true; value: T | undefined };

/**
 * Runs `work` inside one transaction at most once per `key` within `ttlMs`, storing its answer beside
 * what it wrote. The key row is claimed first: a concurrent twin waits on it (PostgreSQL's unique index,
 * SQLite's single writer), finds it taken, and gets the first answer instead of writing again.
 */
export async function runOnce<T>(
  db: Db,
  key: string,
  ttlMs: number,
  now: number,
  work: (trx: Db) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("idempotency_keys").where("key", "=", key).where("created_at", "<", now - ttlMs).execute();
    const claimed = await trx
      .insertInto("idempotency_keys")
      .values({ key, response_json: null, created_at: now })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const row = await trx.selectFrom("idempotency_keys").select("response_json").where("key", "=", key).executeTakeFirst();
      return { replayed: true, value: row?.response_json ? (JSON.parse(row.response_json) as T) : undefined };
    }
    const value = await work(trx);
    await trx.updateTable("idempotency_keys").set({ response_json: JSON.stringify(value) }).where("key", "=", key).execute();
    return { replayed: false, value };
  });
}

/** Forgets keys past the longest window; housekeeping, not correctness (runOnce ignores stale rows). */
export async function pruneIdempotencyKeys(db: Db, olderThanMs: number, now: number = Date.now()): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("created_at", "<", now - olderThanMs).execute();
}
