import { randomUUID } from "node:crypto";
import type { Db, NoticeRecipient, PaymentCardRow, PaymentNotice, PaymentRow, PaymentStage } from "@/lib/db";
import { outboxRow } from "@/lib/leads";
import { NOTICE_CHANNEL, NOTICE_RECIPIENTS, PAYMENT_STATUS } from "./constants";

/** SQL of cards, payments, notices and Stripe events; the services decide what to write. */

export async function findCharge(db: Db, leadId: string, stage: PaymentStage): Promise<PaymentRow | undefined> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("kind", "=", "charge")
    .where("stage", "=", stage)
    .executeTakeFirst();
}

/** What the booking has been charged and not refunded, in cents: Stripe's succeeded answers only. */
export async function chargedCentsOf(db: Db, leadId: string): Promise<number> {
  const rows = await db
    .selectFrom("payments")
    .select(["kind", "amount_cents"])
    .where("lead_id", "=", leadId)
    .where("status", "=", PAYMENT_STATUS.succeeded)
    .execute();
  return rows.reduce((sum, r) => sum + (r.kind === "charge" ? r.amount_cents : -r.amount_cents), 0);
}

export async function paymentByStripeId(db: Db, stripeId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("stripe_id", "=", stripeId).executeTakeFirst();
}

export async function savedCardOf(db: Db, leadId: string): Promise<PaymentCardRow | undefined> {
  return db
    .selectFrom("payment_cards")
    .selectAll()
    .where("lead_id", "=", leadId)
    .where("saved_at", "is not", null)
    .executeTakeFirst();
}

/** The booking's shipment status; undefined before its first event (still booked). */
export async function shipmentStatusOf(db: Db, leadId: string): Promise<string | undefined> {
  const row = await db.selectFrom("shipments").select("status").where("lead_id", "=", leadId).executeTakeFirst();
  return row?.status;
}

export type PaymentUpdate = Partial<
  Pick<PaymentRow, "status" | "stripe_id" | "action_url" | "failure" | "settled_at" | "amount_cents">
>;

/**
 * Records Stripe's answer and queues its notices in one transaction. Only a payment still queued or awaiting
 * authentication moves, so a late webhook never undoes a later answer.
 */
export async function settlePayment(
  db: Db,
  payment: PaymentRow,
  update: PaymentUpdate,
  notice: PaymentNotice | undefined,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("payments")
      .set(update)
      .where("id", "=", payment.id)
      .where("status", "in", [PAYMENT_STATUS.queued, PAYMENT_STATUS.requires_action])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    if (notice) await queueNotice(trx, { leadId: payment.lead_id, paymentId: payment.id, notice }, now);
    return true;
  });
}

/** One outbox row per recipient of the notice (NOTICE_RECIPIENTS). */
export async function queueNotice(
  trx: Db,
  input: { leadId: string; paymentId: string | null; notice: PaymentNotice },
  now: Date,
): Promise<void> {
  for (const recipient of NOTICE_RECIPIENTS[input.notice] as readonly NoticeRecipient[]) {
    const row = { ...outboxRow(NOTICE_CHANNEL, { lead_id: input.leadId }, now), id: randomUUID() };
    await trx.insertInto("outbox").values(row).execute();
    await trx
      .insertInto("payment_notices")
      .values({
        outbox_id: row.id,
        lead_id: input.leadId,
        payment_id: input.paymentId,
        notice: input.notice,
        recipient,
      })
      .execute();
  }
}

/** Stores a Stripe event's id once; false when it was stored before (a redelivery or a replay). */
export async function recordStripeEvent(
  db: Db,
  event: { id: string; type: string },
  outcome: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto("stripe_events")
    .values({ id: event.id, type: event.type, received_at: now.toISOString(), outcome })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
