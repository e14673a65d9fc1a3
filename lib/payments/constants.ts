import type { NoticeRecipient, PaymentNotice, PaymentStage, PaymentStatus } from "@/lib/db";

/** The names, limits and sentences of lib/payments, in one place. */

/** The outbox channels of payments: Stripe's requests (charges and refunds), and the money e-mails. */
export const STRIPE_CHANNEL = "stripe";
export const NOTICE_CHANNEL = "payment-email";

/** What a payment's status means. Only `succeeded` moves money; every other one ends without charging. */
export const PAYMENT_STATUS = {
  /** Written with its outbox row; the worker has not had Stripe's answer yet. */
  queued: "queued",
  succeeded: "succeeded",
  /** The bank wants the visitor to authenticate (3-D Secure); they are e-mailed a link. */
  requires_action: "requires_action",
  declined: "declined",
  /** No card was saved: sales takes the payment by phone. */
  no_card: "no_card",
  /** The site's own rules stopped it before Stripe was asked (no carrier yet, more than signed). */
  refused: "refused",
} as const satisfies { [S in PaymentStatus]: S };

/**
 * The Idempotency-Key Stripe sees for a charge or refund: the booking's lead number and the stage, so however
 * often the outbox resends (a crash, a redelivered carrier_assigned), Stripe makes one PaymentIntent.
 */
export function idempotencyKeyOf(leadNumber: string, kind: "charge" | "refund", stage: PaymentStage): string {
  return `${leadNumber}-${kind}-${stage}`;
}

/** The shipment statuses before which nothing may be charged (the promise: charged once a carrier is confirmed). */
export const NOT_CHARGEABLE_STATUSES = ["booked", "cancelled"] as const;

/** Stripe's webhook body is small; anything larger is not Stripe's. */
export const MAX_STRIPE_EVENT_BYTES = 256 * 1024;
/** A Stripe-Signature timestamp older than this is a replay (the library's default tolerance, written here). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;
/** The window of RATE_LIMIT_STRIPE_WEBHOOKS (Stripe's webhook deliveries per client key; lib/payments/limits.ts). */
export const STRIPE_WEBHOOKS_WINDOW_MS = 60_000;
/** The window of RATE_LIMIT_PAYMENT_LINKS (the booking's card and payment links per client key). */
export const PAYMENT_LINKS_WINDOW_MS = 10 * 60_000;
/**
 * Stripe keeps an idempotency key for 24 hours from its first use, and the outbox retries a payment for three days
 * (lib/leads' DELIVERY_HORIZON_MS). A payment queued longer ago than this may have been made by an attempt whose
 * answer was lost while its key has since expired, so before resending it the site looks for it at Stripe
 * (send-payment.ts). Queued time is no later than the key's first use, so an hour's margin is enough.
 */
export const IDEMPOTENCY_KEY_TRUST_MS = 23 * 60 * 60_000;
/** How long the site waits for Stripe before the outbox retries (with the same idempotency key). */
export const STRIPE_TIMEOUT_MS = 20_000;

/** Which notices go to whom. */
export const NOTICE_RECIPIENTS: Record<PaymentNotice, readonly NoticeRecipient[]> = {
  card_saved: ["visitor"],
  charged: ["visitor"],
  requires_action: ["visitor"],
  declined: ["visitor", "sales"],
  no_card: ["sales"],
  refunded: ["visitor"],
};

export const paymentMessages = {
  notConfigured: "Online payment is not configured; payment is taken by phone once the carrier is confirmed.",
  badSignature: "The Stripe-Signature header does not match this body, or its timestamp is too old.",
  missingSignature: "The Stripe-Signature header is missing.",
  notJson: "The event is not valid JSON.",
  duplicate: "This event was already handled.",
  handled: "Handled.",
  ignored: "Not an event this site acts on.",
  unknownSession: "No card setup of this site has this Checkout session.",
  unknownPayment: "No payment of this site has this PaymentIntent.",
  amountMismatch: "The amount differs from the amount this site charged: nothing was recorded.",
  failed: "Handling the event failed; Stripe will retry.",
  noCarrier: "No carrier is assigned to this booking yet: nothing may be charged.",
  overSigned: "This charge would take more than the signed order: refused.",
  unknownBooking: "There is no confirmed booking with this link.",
  notSigned: "Sign the order before saving a card.",
  alreadySaved: "A card is already saved for this booking.",
  tooMany: (seconds: number) => `Too many requests from this address; try again in ${seconds} s.`,
} as const;
