import { randomUUID } from "node:crypto";
import type { Db, PaymentKind } from "@/lib/db";
import { outboxRow } from "@/lib/leads";
import { PAYMENT_STATUS, STRIPE_CHANNEL, idempotencyKeyOf } from "./constants";
import type { ChargeRequest, OrderLookup, RefundRule } from "./orders";
import { chargedCentsOf, findCharge } from "./repository";

export type QueueOutcome = "queued" | "already-queued" | "no-signed-order" | "nothing-to-refund";

/**
 * Writes a charge or refund and the outbox row that sends it, in the caller's transaction. The idempotency key
 * is unique: a second carrier_assigned for the booking (a reassignment, a redelivery) queues nothing more.
 */
export async function queuePayment(
  trx: Db,
  request: ChargeRequest & { kind: PaymentKind; signedCents: number; refundOf?: string },
  now: Date,
): Promise<QueueOutcome> {
  const key = idempotencyKeyOf(request.leadNumber, request.kind, request.stage);
  const existing = await trx.selectFrom("payments").select("id").where("idempotency_key", "=", key).executeTakeFirst();
  if (existing) return "already-queued";
  const outbox = outboxRow(STRIPE_CHANNEL, { lead_id: request.leadId }, now);
  await trx.insertInto("outbox").values(outbox).execute();
  await trx
    .insertInto("payments")
    .values({
      id: randomUUID(),
      lead_id: request.leadId,
      kind: request.kind,
      stage: request.stage,
      amount_cents: request.amountCents,
      currency: request.currency,
      signed_cents: request.signedCents,
      order_sha256: request.orderSha256,
      idempotency_key: key,
      outbox_id: outbox.id,
      refund_of: request.refundOf ?? null,
      status: PAYMENT_STATUS.queued,
      stripe_id: null,
      action_url: null,
      failure: null,
      created_at: now.toISOString(),
      settled_at: null,
    })
    .execute();
  return "queued";
}

export type ShipmentMoment = { leadId: string; now: Date };

/**
 * THE glue between a shipment and its money: on carrier_assigned, read the signed order and queue its deposit;
 * on cancelled, queue what the signed terms refund of what was charged. The order lookup and the refund rule
 * are passed in (lib/orders' signedOrderFor and its cancellation rule), so payments never reads the terms.
 * Called inside the shipment event's transaction, so the charge is queued exactly when the status moves.
 */
export async function paymentOnShipmentStatus(
  trx: Db,
  status: string,
  moment: ShipmentMoment,
  findSignedOrder: OrderLookup,
  refundRule: RefundRule,
): Promise<QueueOutcome | undefined> {
  if (status !== "carrier_assigned" && status !== "cancelled") return undefined;
  const order = await findSignedOrder(trx, moment.leadId);
  if (!order) return "no-signed-order";
  const base = { leadId: moment.leadId, leadNumber: order.leadNumber, currency: order.currency };
  const terms = { orderSha256: order.orderSha256, signedCents: order.priceCents };
  if (status === "carrier_assigned")
    return queuePayment(
      trx,
      { ...base, ...terms, kind: "charge", stage: "deposit", amountCents: order.depositCents },
      moment.now,
    );
  const charge = await findCharge(trx, moment.leadId, "deposit");
  const charged = await chargedCentsOf(trx, moment.leadId);
  const refund = Math.min(refundRule(order, charged), charged);
  if (!charge || refund <= 0) return "nothing-to-refund";
  return queuePayment(
    trx,
    { ...base, ...terms, kind: "refund", stage: "cancellation", amountCents: refund, refundOf: charge.id },
    moment.now,
  );
}
