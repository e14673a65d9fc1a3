/**
 * The face of lib/leads (server-only): the intake of the form's POSTs, the write-once machinery and lead storage
 * lib/booking builds on, the per-IP lead budget, the delivery worker and its outbox, a lead's confirmation and the
 * lead's facts the domains above word their own e-mails with (in lib/email's frame), and the export and report
 * commands.
 */
import "server-only";
export { CUSTOMER_EMAIL_CHANNEL } from "./constants";
export type { DeliveryContent, DomainChannel, ShipmentChange, SignedOrderNotice } from "./delivery/content";
export { confirmationContent, contactWay, greetingOf, quoteConfirmation, shipmentFacts } from "./delivery/confirmation";
export { customerMessage, type CustomerMessage } from "./delivery/customer-message";
export type { LeadDocument } from "./delivery/lead-document";
export { startDeliveryWorker } from "./delivery/worker";
export { leadsCsv } from "./export-csv";
export { dayRange } from "./day-range";
export { rememberConsumerOptOut } from "./consumer-opt-outs";
export { OverBudgetError, idempotencyKeyOf, isBot, leadBudget, leadRateLimit, overBudget } from "./http/guard";
export { leadRoute } from "./http/handle-lead";
export { intakeFailed } from "./http/responses";
export { ipHashSalt } from "./ip-hash";
export type { BookingLeadPayload } from "./kinds/booking";
export { estimateQuickRequest } from "./lead-estimate";
export { campaignOf, leadsReport, type Campaign } from "./report";
export { csvCell } from "./export-csv";
export { reportCsv, reportTable } from "./report-format";
export { reportHtml } from "./report-html";
export { outboxRow, type ClientInfo } from "./repository";
export { listDeadSince, listExportsSince, listLeadsSince, listShipmentOutcomesSince, storeLead } from "./service";
export { IDEMPOTENCY_KEY_REUSED, REQUEST_IN_PROGRESS, clientInfo, writeOnce } from "./write-once";
