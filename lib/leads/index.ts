/**
 * The face of lib/leads (server-only): the intake of the form's POSTs, the write-once machinery and lead storage
 * lib/booking builds on, the per-IP lead budget, the delivery worker and its outbox, a lead's confirmation and the
 * lead's facts the domains above word their own e-mails with (in lib/email's frame), and the lead rows the
 * reports read (lib/reports).
 */
import "server-only";
export { CUSTOMER_EMAIL_CHANNEL, OUTBOX_STATUS } from "./constants";
export type { DeliveryContent, DomainChannel, ShipmentChange, SignedOrderNotice } from "./delivery/content";
export { confirmationContent, contactWay, greetingOf, quoteConfirmation, shipmentFacts } from "./delivery/confirmation";
export { customerMessage, type CustomerMessage } from "./delivery/customer-message";
export { leadDocument, vehicleLabel, type LeadDocument } from "./delivery/lead-document";
export { startDeliveryWorker } from "./delivery/worker";
export { rememberConsumerOptOut } from "./consumer-opt-outs";
export { OverBudgetError, idempotencyKeyOf, isBot, leadBudget, leadRateLimit, overBudget } from "./http/guard";
export { leadRoute } from "./http/handle-lead";
export { intakeFailed } from "./http/responses";
export { ipHashSalt } from "./ip-hash";
export type { BookingLeadPayload } from "./kinds/booking";
export { estimateQuickRequest } from "./lead-estimate";
export { outboxRow, type ClientInfo } from "./repository";
export { listLeadsSince, storeLead } from "./service";
export { IDEMPOTENCY_KEY_REUSED, REQUEST_IN_PROGRESS, clientInfo, writeOnce } from "./write-once";
