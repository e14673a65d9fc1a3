import { SqliteAdapter, sql, type Kysely, type Migration } from "kysely";

/**
 * An outbox row may now deliver an opportunity instead of a lead: the quick calculator's confirmation
 * e-mail, sent before there is any lead. Exactly one of lead_id and opportunity_id is set.
 * PostgreSQL alters the table in place; SQLite cannot drop a NOT NULL, so it copies the table into the new
 * shape inside one transaction (nothing references the outbox, so dropping the old table is safe).
 */
export const outboxOpportunities: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await db.schema
        .alterTable("outbox")
        .alterColumn("lead_id", (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable("outbox")
        .addColumn("opportunity_id", "text", (c) => c.references("opportunities.id"))
        .execute();
      await db.schema
        .alterTable("outbox")
        .addCheckConstraint("outbox_one_subject", sql`(lead_id is null) <> (opportunity_id is null)`)
        .execute();
      return;
    }
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable("outbox_next")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.references("leads.id"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("locked_until", "bigint")
        .addColumn("claim_token", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("delivered_at", "text")
        .addColumn("opportunity_id", "text", (c) => c.references("opportunities.id"))
        .addCheckConstraint("outbox_one_subject", sql`(lead_id is null) <> (opportunity_id is null)`)
        .execute();
      await sql`insert into outbox_next (id, lead_id, channel, status, attempts, next_attempt_at, locked_until,
        claim_token, last_error, created_at, delivered_at)
        select id, lead_id, channel, status, attempts, next_attempt_at, locked_until, claim_token, last_error,
        created_at, delivered_at from outbox`.execute(trx);
      await trx.schema.dropTable("outbox").execute();
      await trx.schema.alterTable("outbox_next").renameTo("outbox").execute();
      await trx.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
    });
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.deleteFrom("outbox").where("lead_id", "is", null).execute();
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await db.schema.alterTable("outbox").dropConstraint("outbox_one_subject").execute();
      await db.schema.alterTable("outbox").dropColumn("opportunity_id").execute();
      await db.schema
        .alterTable("outbox")
        .alterColumn("lead_id", (c) => c.setNotNull())
        .execute();
      return;
    }
    throw new Error("0005-outbox-opportunities cannot be undone on SQLite; restore the database from a backup");
  },
};
