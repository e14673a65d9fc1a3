import type { Kysely, Migration } from "kysely";

/**
 * Signed orders (issue 38, lib/orders): one row per booking lead (unique, so two signings racing cannot both
 * win), holding what was signed — the canonical order's JSON and its SHA-256, the terms' version, the name as
 * typed, when, the IP hash, the user agent, the E-SIGN disclosure's version and when it was consented to — and
 * the sealed PDF (base64: portable text on both engines; a few tens of KB). A confirmed opportunity now names
 * its booking lead (opportunities.lead_id, written by the confirm), backfilled here from the leads' payloads.
 * An outbox row may name the signed order it tells the visitor and sales about.
 */
export const signedOrders: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("signed_orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().unique().references("leads.id"))
      .addColumn("opportunity_id", "text", (c) => c.notNull().unique().references("opportunities.id"))
      .addColumn("terms_version", "text", (c) => c.notNull())
      .addColumn("order_json", "text", (c) => c.notNull())
      .addColumn("order_sha256", "text", (c) => c.notNull())
      .addColumn("signer_name", "text", (c) => c.notNull())
      .addColumn("signed_at", "text", (c) => c.notNull())
      .addColumn("ip_hash", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .addColumn("disclosure_version", "text", (c) => c.notNull())
      .addColumn("disclosure_consented_at", "text", (c) => c.notNull())
      .addColumn("pdf_base64", "text", (c) => c.notNull())
      .addColumn("pdf_sha256", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("signed_orders_signed_at").on("signed_orders").column("signed_at").execute();
    await db.schema
      .alterTable("opportunities")
      .addColumn("lead_id", "text", (c) => c.references("leads.id"))
      .execute();
    await backfillOpportunityLeads(db);
    await db.schema
      .alterTable("outbox")
      .addColumn("signed_order_id", "text", (c) => c.references("signed_orders.id"))
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.deleteFrom("outbox").where("signed_order_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("signed_order_id").execute();
    await db.schema.alterTable("opportunities").dropColumn("lead_id").execute();
    await db.schema.dropTable("signed_orders").execute();
  },
};

/** Booking leads made before this migration name their opportunity only inside payload_json. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfillOpportunityLeads(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom("leads")
    .select(["id", "payload_json"])
    .where("kind", "=", "booking")
    .execute()) as { id: string; payload_json: string }[];
  for (const row of rows) {
    const opportunityId = (JSON.parse(row.payload_json) as { opportunity_id?: unknown }).opportunity_id;
    if (typeof opportunityId !== "string") continue;
    await db.updateTable("opportunities").set({ lead_id: row.id }).where("id", "=", opportunityId).execute();
  }
}
