import type { Kysely, Migration } from "kysely";

/**
 * A confirmed booking's life after the booking page (issue 29): one shipments row per booking lead holding
 * its current status, and every status event received for it, in order, each once (webhook_id is unique,
 * so a redelivered webhook cannot add a second entry). An outbox row may now carry the shipment event it
 * tells the visitor and sales about; its lead_id stays the booking's lead, so the one-subject check holds.
 * SQLite adds a nullable column with a reference in place, so no table copy is needed.
 */
export const shipments: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("shipments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().unique().references("leads.id"))
      .addColumn("opportunity_id", "text", (c) => c.notNull().unique().references("opportunities.id"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("status_occurred_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("shipment_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("shipment_id", "text", (c) => c.notNull().references("shipments.id"))
      .addColumn("webhook_id", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("details_json", "text", (c) => c.notNull())
      .addColumn("occurred_at", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("effect", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("shipment_events_shipment")
      .on("shipment_events")
      .columns(["shipment_id", "occurred_at"])
      .execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("shipment_event_id", "text", (c) => c.references("shipment_events.id"))
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.deleteFrom("outbox").where("shipment_event_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("shipment_event_id").execute();
    await db.schema.dropTable("shipment_events").execute();
    await db.schema.dropTable("shipments").execute();
  },
};
