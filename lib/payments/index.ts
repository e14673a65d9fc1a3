/**
 * The face of lib/payments (server-only): a booking's card saved through Stripe Checkout in setup mode, the
 * deposit charged off-session by the outbox once a carrier is assigned (one PaymentIntent per lead number and
 * stage), the refund the signed terms give on a cancellation, Stripe's verified webhooks, the money e-mails,
 * and what the booking page shows. The signed order comes in as a parameter (orders.ts). The money report
 * over these payments is in lib/reports.
 */
import "server-only";
export { PAYMENT_STATUS, idempotencyKeyOf } from "./constants";
export { paymentChannels } from "./channels";
export { handleCardReturn, handleCardSetup, handlePaymentConfirm, handleStripeWebhook } from "./handlers";
export { startCardSetup } from "./card";
export { paymentLaunchProblem } from "./launch";
export { formatCents } from "./money";
export { moneySteps, type MoneyStep } from "./booking-view";
export type { OrderLookup, RefundRule, SignedOrderTerms } from "./orders";
export { paymentOnShipmentStatus, queuePayment } from "./queue";
export { stripeConfigured, stripeFromEnv } from "./stripe-client";
