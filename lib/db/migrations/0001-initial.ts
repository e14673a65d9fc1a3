import type { Kysely, Migration } from "kysely";

// Migrations see the database as it was then, not today's typed schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Leads, with the index the exports and reports read them by. */
async function createLeads(db: AnyDb) {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_number", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("origin_postal_code", "text")
    .addColumn("origin_city", "text")
    .addColumn("origin_state", "text")
    .addColumn("origin_country", "text")
    .addColumn("destination_postal_code", "text")
    .addColumn("destination_city", "text")
    .addColumn("destination_state", "text")
    .addColumn("destination_country", "text")
    .addColumn("ship_date", "text", (c) => c.notNull())
    .addColumn("transport_type", "text")
    .addColumn("shipping_method", "text")
    .addColumn("vehicles_json", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("lead_type", "text")
    .addColumn("template_id", "text")
    .addColumn("source_key", "text")
    .addColumn("marketing_id", "text")
    .addColumn("attribution_id", "text")
    .addColumn("source", "text")
    .addColumn("fbclid", "text")
    .addColumn("consent_given", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consent_text", "text")
    .addColumn("consent_shown_at", "text")
    .addColumn("ip_hash", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .addColumn("estimate_json", "text")
    .addColumn("payload_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
}

/** What the intake keeps beside the leads: numbering, calculator requests, idempotency, rate limits, the outbox. */
async function createIntakeTables(db: AnyDb) {
  await db.schema
    .createTable("lead_sequences")
    .addColumn("period", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("opportunities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("request_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("pickup_window", "text")
    .addColumn("ip_hash", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("response_json", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["bucket", "key"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("locked_until", "bigint")
    .addColumn("claim_token", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

/** The first schema: leads with their sequence, opportunities, idempotency keys, rate limits and the outbox. */
export const initial: Migration = {
  async up(db: AnyDb) {
    await createLeads(db);
    await createIntakeTables(db);
  },
  async down(db: AnyDb) {
    for (const table of ["outbox", "rate_limits", "idempotency_keys", "opportunities", "lead_sequences", "leads"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
