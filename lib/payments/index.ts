/**
 * The face of lib/payments (server-only): a booking's card saved through Stripe Checkout in setup mode, the
 * deposit charged off-session by the outbox once a carrier is assigned (one PaymentIntent per lead number and
 * stage), the refund the signed terms give on a cancellation, Stripe's verified webhooks, the money e-mails,
 * and what the booking page and the report show. The signed order comes in as a parameter (orders.ts).
 */
import "server-only";
export { PAYMENT_STATUS, STRIPE_CHANNEL, NOTICE_CHANNEL, idempotencyKeyOf, paymentMessages } from "./constants";
export { paymentChannels } from "./channels";
export { handleCardReturn, handleCardSetup, handlePaymentConfirm, handleStripeWebhook } from "./handlers";
export { CONFIRM_PAYMENT_LINK } from "./authenticate";
export { startCardSetup } from "./card";
export { formatCents } from "./money";
export { moneyReport, type MoneyReport } from "./report";
export { moneyCsv, moneyTable } from "./report-format";
export { paymentLaunchProblem } from "./launch";
export { CARD_LINK, moneySteps, type MoneyStep } from "./booking-view";
export {
  noRefunds,
  noSignedOrders,
  type ChargeRequest,
  type OrderLookup,
  type RefundRule,
  type SignedOrderTerms,
} from "./orders";
export { paymentOnShipmentStatus, queuePayment, type QueueOutcome } from "./queue";
export { stripeConfigured, stripeFromEnv } from "./stripe-client";
