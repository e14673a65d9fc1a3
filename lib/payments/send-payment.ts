import Stripe from "stripe";
import type { Db, PaymentNotice, PaymentRow } from "@/lib/db";
import { IDEMPOTENCY_KEY_TRUST_MS, NOT_CHARGEABLE_STATUSES, PAYMENT_STATUS, paymentMessages as m } from "./constants";
import { chargedCentsOf, savedCardOf, settlePayment, shipmentStatusOf, type PaymentUpdate } from "./repository";

type Outcome = { update: PaymentUpdate; notice?: PaymentNotice };

/** An error no retry can mend: the outbox marks its row dead at once (lib/leads' `noRetry` flag). */
function permanent(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { noRetry: true });
}

/**
 * The site's own rules, checked again at the moment of sending whatever the row says: nothing is charged
 * before a carrier is assigned (or after a cancellation), and the charges never add up to more than the
 * signed order. A refund never returns more than was charged.
 */
async function refusalOf(db: Db, payment: PaymentRow): Promise<string | undefined> {
  const charged = await chargedCentsOf(db, payment.lead_id);
  if (payment.amount_cents <= 0) return m.overSigned;
  if (payment.kind === "refund") return payment.amount_cents > charged ? m.overSigned : undefined;
  const status = (await shipmentStatusOf(db, payment.lead_id)) ?? "booked";
  if ((NOT_CHARGEABLE_STATUSES as readonly string[]).includes(status)) return m.noCarrier;
  if (charged + payment.amount_cents > payment.signed_cents) return m.overSigned;
  return undefined;
}

function intentOutcome(intent: Stripe.PaymentIntent, payment: PaymentRow, now: Date): Outcome {
  if (intent.amount !== payment.amount_cents)
    throw permanent(m.amountMismatch, { paymentIntent: intent.id, amount: intent.amount });
  const base = { stripe_id: intent.id };
  if (intent.status === "succeeded")
    return { update: { ...base, status: PAYMENT_STATUS.succeeded, settled_at: now.toISOString() }, notice: "charged" };
  if (intent.status === "requires_action") {
    const url = intent.next_action?.redirect_to_url?.url ?? null;
    return { update: { ...base, status: PAYMENT_STATUS.requires_action, action_url: url }, notice: "requires_action" };
  }
  // processing: the webhook (payment_intent.succeeded or .payment_failed) settles it.
  if (intent.status === "processing") return { update: base };
  return { update: { ...base, status: PAYMENT_STATUS.declined, failure: intent.status }, notice: "declined" };
}

/** A card error is Stripe's answer about this card, not a failure to reach Stripe: it ends the attempt. */
function cardErrorOutcome(error: Stripe.errors.StripeCardError): Outcome {
  const base = { stripe_id: error.payment_intent?.id ?? null };
  if (error.code === "authentication_required")
    return { update: { ...base, status: PAYMENT_STATUS.requires_action }, notice: "requires_action" };
  const failure = [error.code, error.decline_code].filter(Boolean).join(": ") || error.message;
  return { update: { ...base, status: PAYMENT_STATUS.declined, failure: failure.slice(0, 300) }, notice: "declined" };
}

/** Whether Stripe may have forgotten this payment's idempotency key since its first attempt. */
const keyMayHaveExpired = (payment: PaymentRow, now: Date) =>
  now.getTime() - Date.parse(payment.created_at) >= IDEMPOTENCY_KEY_TRUST_MS;

/**
 * The PaymentIntent an earlier attempt made for this payment, found by the payment id every attempt puts in its
 * metadata. Listing a customer's PaymentIntents reads Stripe's own records at once (the Search API may lag), and
 * a booking's customer has only its own few.
 */
async function earlierIntent(stripe: Stripe, customer: string, paymentId: string) {
  for await (const intent of stripe.paymentIntents.list({ customer, limit: 100 })) {
    if (intent.metadata?.payment_id === paymentId) return intent;
  }
  return undefined;
}

/** The Refund an earlier attempt made for this payment, found as its PaymentIntent's refunds are listed. */
async function earlierRefund(stripe: Stripe, paymentIntent: string, paymentId: string) {
  for await (const made of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
    if (made.metadata?.payment_id === paymentId) return made;
  }
  return undefined;
}

async function charge(db: Db, stripe: Stripe, payment: PaymentRow, leadNumber: string, now: Date): Promise<Outcome> {
  const card = await savedCardOf(db, payment.lead_id);
  if (!card?.payment_method_id) return { update: { status: PAYMENT_STATUS.no_card }, notice: "no_card" };
  if (keyMayHaveExpired(payment, now)) {
    const made = await earlierIntent(stripe, card.customer_id, payment.id);
    if (made) return intentOutcome(made, payment, now);
  }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: payment.amount_cents,
        currency: payment.currency.toLowerCase(),
        customer: card.customer_id,
        payment_method: card.payment_method_id,
        off_session: true,
        confirm: true,
        description: `${leadNumber} ${payment.stage}`,
        metadata: {
          lead_number: leadNumber,
          stage: payment.stage,
          order_sha256: payment.order_sha256,
          payment_id: payment.id,
        },
      },
      { idempotencyKey: payment.idempotency_key },
    );
    return intentOutcome(intent, payment, now);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return cardErrorOutcome(error);
    if (
      error instanceof Stripe.errors.StripeIdempotencyError ||
      error instanceof Stripe.errors.StripeInvalidRequestError
    )
      throw permanent("Stripe refused the charge's parameters", error);
    throw error;
  }
}

async function refund(db: Db, stripe: Stripe, payment: PaymentRow, now: Date): Promise<Outcome> {
  const original = payment.refund_of
    ? await db.selectFrom("payments").selectAll().where("id", "=", payment.refund_of).executeTakeFirst()
    : undefined;
  if (!original?.stripe_id) throw permanent("A refund without its charge", { payment: payment.id });
  const earlier = keyMayHaveExpired(payment, now)
    ? await earlierRefund(stripe, original.stripe_id, payment.id)
    : undefined;
  const made =
    earlier ??
    (await stripe.refunds.create(
      { payment_intent: original.stripe_id, amount: payment.amount_cents, metadata: { payment_id: payment.id } },
      { idempotencyKey: payment.idempotency_key },
    ));
  if (made.status === "failed" || made.status === "canceled")
    return {
      update: { stripe_id: made.id, status: PAYMENT_STATUS.declined, failure: made.failure_reason ?? made.status },
    };
  return {
    update: { stripe_id: made.id, status: PAYMENT_STATUS.succeeded, settled_at: now.toISOString() },
    notice: "refunded",
  };
}

/**
 * Sends the payment behind one outbox row: the rules first, then Stripe with the row's idempotency key, then
 * Stripe's answer and its e-mails recorded together. A network failure throws, and the outbox retries with
 * the same key, so Stripe makes one PaymentIntent however often it is asked; once the key may have expired
 * (IDEMPOTENCY_KEY_TRUST_MS), what an earlier attempt made is looked up first and taken as the answer.
 */
export async function sendPayment(db: Db, stripe: Stripe, outboxId: string, now: Date = new Date()): Promise<void> {
  const payment = await db
    .selectFrom("payments")
    .innerJoin("leads", "leads.id", "payments.lead_id")
    .selectAll("payments")
    .select("leads.lead_number")
    .where("payments.outbox_id", "=", outboxId)
    .executeTakeFirst();
  if (!payment) throw permanent("An outbox row of the stripe channel without its payment", { outboxId });
  const { lead_number: leadNumber, ...row } = payment;
  if (row.status !== PAYMENT_STATUS.queued) return;
  const refusal = await refusalOf(db, row);
  if (refusal) {
    await settlePayment(db, row, { status: PAYMENT_STATUS.refused, failure: refusal }, undefined, now);
    return;
  }
  const outcome =
    row.kind === "charge" ? await charge(db, stripe, row, leadNumber, now) : await refund(db, stripe, row, now);
  await settlePayment(db, row, outcome.update, outcome.notice, now);
}
