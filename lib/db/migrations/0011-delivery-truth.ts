import type { Kysely, Migration } from "kysely";

/**
 * Done means the receiver accepted it (issue 36). An outbox row keeps Google Data Manager's request id while
 * its asynchronous ingest is checked (`request_id`), and when sales were told it died (`alerted_at`, epoch ms).
 * Rows already dead are marked told at 0: they died before alerts existed, and `npm run leads:report` lists them;
 * a first start after this migration must not mail sales every old failure at once. The new status `tested`
 * (a send in a platform's test mode) needs no column: statuses are text.
 */
export const deliveryTruth: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable("outbox").addColumn("request_id", "text").execute();
    await db.schema.alterTable("outbox").addColumn("alerted_at", "bigint").execute();
    await db.updateTable("outbox").set({ alerted_at: 0 }).where("status", "=", "dead").execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.updateTable("outbox").set({ status: "pending" }).where("status", "=", "tested").execute();
    await db.schema.alterTable("outbox").dropColumn("alerted_at").execute();
    await db.schema.alterTable("outbox").dropColumn("request_id").execute();
  },
};
