import type { Kysely, Migration } from "kysely";

/**
 * Card on file and the charge when a carrier is assigned (issue 38, lib/payments). A booking's saved card (the
 * Stripe customer and payment method, brand and last 4 for display); each charge or refund, once per
 * idempotency key (lead number + stage), tied to the outbox row that sends it; the outbox rows that e-mail a
 * money event's notice; and every Stripe webhook event, once per event id, so a redelivery does nothing twice.
 */
export const payments: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("payment_cards")
      .addColumn("lead_id", "text", (c) => c.primaryKey().references("leads.id"))
      .addColumn("customer_id", "text", (c) => c.notNull())
      .addColumn("checkout_session_id", "text", (c) => c.notNull().unique())
      .addColumn("checkout_url", "text", (c) => c.notNull())
      .addColumn("checkout_expires_at", "text", (c) => c.notNull())
      .addColumn("setup_intent_id", "text")
      .addColumn("payment_method_id", "text")
      .addColumn("brand", "text")
      .addColumn("last4", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("saved_at", "text")
      .execute();
    await db.schema
      .createTable("payments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("stage", "text", (c) => c.notNull())
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("signed_cents", "integer", (c) => c.notNull())
      .addColumn("order_sha256", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
      .addColumn("outbox_id", "text", (c) => c.notNull().unique().references("outbox.id"))
      .addColumn("refund_of", "text", (c) => c.references("payments.id"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("stripe_id", "text")
      .addColumn("action_url", "text")
      .addColumn("failure", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("settled_at", "text")
      .execute();
    await db.schema.createIndex("payments_lead").on("payments").column("lead_id").execute();
    await db.schema
      .createTable("payment_notices")
      .addColumn("outbox_id", "text", (c) => c.primaryKey().references("outbox.id"))
      .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id"))
      .addColumn("payment_id", "text", (c) => c.references("payments.id"))
      .addColumn("notice", "text", (c) => c.notNull())
      .addColumn("recipient", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("stripe_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .addColumn("outcome", "text", (c) => c.notNull())
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.schema.dropTable("stripe_events").execute();
    await db.schema.dropTable("payment_notices").execute();
    await db.schema.dropTable("payments").execute();
    await db.schema.dropTable("payment_cards").execute();
    await db.deleteFrom("outbox").where("channel", "in", ["stripe", "payment-email"]).execute();
  },
};
