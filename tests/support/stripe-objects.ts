import type Stripe from "stripe";

/**
 * The objects the Stripe stand-in answers with, shaped as Stripe's OpenAPI description says (the `stripe`
 * library's types are generated from it, stripe/openapi spec3): each is a Pick of the library's type, so a
 * field the site reads that the stand-in spells differently fails to compile. Only the fields the site and
 * the library read are filled.
 */

export type Intent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_received"
  | "currency"
  | "customer"
  | "payment_method"
  | "status"
  | "metadata"
  | "created"
  | "livemode"
  | "next_action"
  | "last_payment_error"
  | "description"
  | "confirmation_method"
  | "capture_method"
>;

export type Session = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "mode"
  | "status"
  | "url"
  | "customer"
  | "client_reference_id"
  | "metadata"
  | "success_url"
  | "cancel_url"
  | "expires_at"
  | "created"
  | "livemode"
  | "currency"
> & { setup_intent: string | SetupIntentObject | null };

export type SetupIntentObject = Pick<
  Stripe.SetupIntent,
  "id" | "object" | "status" | "customer" | "usage" | "created" | "livemode"
> & { payment_method: string | MethodObject | null };

export type MethodObject = Pick<
  Stripe.PaymentMethod,
  "id" | "object" | "type" | "customer" | "created" | "livemode"
> & {
  card: Pick<Stripe.PaymentMethod.Card, "brand" | "last4" | "exp_month" | "exp_year" | "funding" | "country">;
};

export type RefundObject = Pick<
  Stripe.Refund,
  "id" | "object" | "amount" | "currency" | "payment_intent" | "status" | "metadata" | "created" | "failure_reason"
>;

export type CustomerObject = Pick<
  Stripe.Customer,
  "id" | "object" | "email" | "name" | "metadata" | "created" | "livemode"
>;

/** Stripe's test cards as Checkout's hosted page offers them: what each does when charged off-session. */
export const TEST_CARDS = {
  visa: { id: "pm_card_visa", brand: "visa", last4: "4242", outcome: "succeeds" },
  declined: { id: "pm_card_chargeDeclined", brand: "visa", last4: "0002", outcome: "declined" },
  authentication: { id: "pm_card_authenticationRequired", brand: "visa", last4: "3155", outcome: "authentication" },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

let sequence = 0;
/** An id with Stripe's prefix for its kind (pi_, cs_, seti_, re_, evt_, cus_). */
export function stripeId(prefix: string): string {
  sequence += 1;
  return `${prefix}_standin${Date.now().toString(36)}${sequence.toString(36).padStart(4, "0")}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function methodObject(card: TestCard, customer: string): MethodObject {
  const c = TEST_CARDS[card];
  return {
    id: `${c.id}_${customer}`,
    object: "payment_method",
    type: "card",
    customer,
    created: nowSeconds(),
    livemode: false,
    card: { brand: c.brand, last4: c.last4, exp_month: 12, exp_year: 2034, funding: "credit", country: "US" },
  };
}

/** The card behind a payment method id the stand-in made (pm_card_visa_cus_…). */
export function cardOfMethod(methodId: string): TestCard | undefined {
  return (Object.keys(TEST_CARDS) as TestCard[]).find((k) => methodId.startsWith(`${TEST_CARDS[k].id}_`));
}

/** A Stripe error body as the API sends it (the library turns `type` into its error class). */
export function errorBody(type: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { type, message, ...extra } };
}
