/**
 * The face of lib/payments (server-only): a booking's card saved through Stripe Checkout in setup mode, the
 * deposit charged off-session by the outbox once a carrier is assigned (one PaymentIntent per lead number and
 * stage), the refund the signed terms give on a cancellation, Stripe's verified webhooks, the money e-mails,
 * and what the booking page and the report show. The signed order comes in as a parameter (orders.ts). The
 * report's HTML is its own face, @/lib/payments/report-html (react-dom/server, for the CLI only).
 */
import "server-only";
export { idempotencyKeyOf } from "./constants";
export { paymentChannels } from "./channels";
export { handleCardReturn, handleCardSetup, handlePaymentConfirm, handleStripeWebhook } from "./handlers";
export { startCardSetup } from "./card";
export { moneyReport, type MoneyReport } from "./report";
export { moneyCsv, moneyTable } from "./report-format";
export { paymentLaunchProblem } from "./launch";
export { moneySteps, type MoneyStep } from "./booking-view";
export type { OrderLookup, RefundRule, SignedOrderTerms } from "./orders";
export { paymentOnShipmentStatus, queuePayment } from "./queue";
export { stripeConfigured, stripeFromEnv } from "./stripe-client";
