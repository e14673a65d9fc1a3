import type Stripe from "stripe";
import type { Db } from "@/lib/db";
import { PAYMENT_STATUS } from "./constants";
import { saveCardFromSession } from "./card";
import { paymentByStripeId, settlePayment } from "./repository";

/** What an event did: kept with its id, and answered (amount-mismatch is refused with 409). */
export type EventOutcome = "handled" | "ignored" | "unknown-session" | "unknown-payment" | "amount-mismatch";

async function intentEvent(db: Db, intent: Stripe.PaymentIntent, succeeded: boolean, now: Date): Promise<EventOutcome> {
  const payment =
    (await paymentByStripeId(db, intent.id)) ??
    (intent.metadata?.payment_id
      ? await db.selectFrom("payments").selectAll().where("id", "=", intent.metadata.payment_id).executeTakeFirst()
      : undefined);
  if (!payment || payment.kind !== "charge") return "unknown-payment";
  // The amount Stripe reports must be the one this site asked for, itself within the signed order.
  if (intent.amount !== payment.amount_cents) return "amount-mismatch";
  if (succeeded) {
    const update = {
      stripe_id: intent.id,
      status: PAYMENT_STATUS.succeeded,
      settled_at: now.toISOString(),
      action_url: null,
    };
    await settlePayment(db, payment, update, "charged", now);
  } else {
    const failure = intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? "payment_failed";
    // A failure while the visitor was still to authenticate leaves the request to authenticate standing.
    if (payment.status === PAYMENT_STATUS.queued)
      await settlePayment(
        db,
        payment,
        { stripe_id: intent.id, status: PAYMENT_STATUS.declined, failure },
        "declined",
        now,
      );
  }
  return "handled";
}

/**
 * Acts on a verified Stripe event: a Checkout session in setup mode completed (the card is read back from
 * Stripe and saved), a PaymentIntent that succeeded after the visitor authenticated it, or one that failed.
 * Every handler is idempotent, so the same event twice changes nothing.
 */
export async function applyStripeEvent(db: Db, stripe: Stripe, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  switch (event.type) {
    case "checkout.session.completed": {
      if (event.data.object.mode !== "setup") return "ignored";
      const saved = await saveCardFromSession(db, stripe, event.data.object.id, now);
      return saved === "unknown-session" ? "unknown-session" : "handled";
    }
    case "payment_intent.succeeded":
      return intentEvent(db, event.data.object, true, now);
    case "payment_intent.payment_failed":
      return intentEvent(db, event.data.object, false, now);
    default:
      return "ignored";
  }
}
