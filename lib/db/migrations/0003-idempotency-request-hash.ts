import type { Kysely, Migration } from "kysely";

/**
 * What the request under an Idempotency-Key looked like (a hash of its validated body), so the same key
 * sent with a different body is refused instead of answered with the first request's result.
 * Rows from before have none; they expire within a day.
 */
export const idempotencyRequestHash: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable("idempotency_keys").addColumn("request_hash", "text").execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.schema.alterTable("idempotency_keys").dropColumn("request_hash").execute();
  },
};
