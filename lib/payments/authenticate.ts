import Stripe from "stripe";
import type { Db } from "@/lib/db";
import { bookingLeadOfToken } from "./booking-lead";
import { PAYMENT_STATUS } from "./constants";
import { savedCardOf, settlePayment, shipmentStatusOf } from "./repository";

/** Where the e-mail and the booking page send a visitor whose bank asks them to confirm the charge. */
export const CONFIRM_PAYMENT_LINK = (token: string) => `/api/opportunity/${token}/payment/confirm`;

export type AuthenticationOutcome = { kind: "redirect"; url: string } | { kind: "back" } | { kind: "not-found" };

/**
 * The visitor confirms a charge their bank held (authentication_required off-session): the PaymentIntent is
 * confirmed again, now on-session with a return URL, and the visitor is sent to the bank's page
 * (next_action.redirect_to_url) that returns to the booking page. Stripe's payment_intent.succeeded webhook
 * then records the charge. Nothing is confirmed for a cancelled booking or an amount other than the one asked.
 */
export async function startAuthentication(
  db: Db,
  stripe: Stripe,
  input: { token: string; returnUrl: string; now: Date },
): Promise<AuthenticationOutcome> {
  const lead = await bookingLeadOfToken(db, input.token);
  if (!lead) return { kind: "not-found" };
  const payment = await db
    .selectFrom("payments")
    .selectAll()
    .where("lead_id", "=", lead.id)
    .where("kind", "=", "charge")
    .where("status", "=", PAYMENT_STATUS.requires_action)
    .executeTakeFirst();
  const card = await savedCardOf(db, lead.id);
  if (!payment?.stripe_id || !card?.payment_method_id || (await shipmentStatusOf(db, lead.id)) === "cancelled")
    return { kind: "back" };
  try {
    const intent = await stripe.paymentIntents.confirm(payment.stripe_id, {
      payment_method: card.payment_method_id,
      return_url: input.returnUrl,
    });
    if (intent.amount !== payment.amount_cents) return { kind: "back" };
    if (intent.status === "succeeded") {
      const update = { status: PAYMENT_STATUS.succeeded, settled_at: input.now.toISOString() };
      await settlePayment(db, payment, update, "charged", input.now);
      return { kind: "back" };
    }
    const url = intent.next_action?.redirect_to_url?.url;
    return url ? { kind: "redirect", url } : { kind: "back" };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    const failure = [error.code, error.decline_code].filter(Boolean).join(": ") || "declined";
    await settlePayment(db, payment, { status: PAYMENT_STATUS.declined, failure }, "declined", input.now);
    return { kind: "back" };
  }
}
