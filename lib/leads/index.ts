/**
 * The face of lib/leads (server-only): the intake of the form's POSTs, the write-once machinery and lead storage
 * lib/booking builds on, the per-IP lead budget, the delivery worker, and the export and report commands.
 */
export { CUSTOMER_EMAIL_CHANNEL, type DeliveryChannel, type OutboxStatus } from "./constants";
export { startDeliveryWorker } from "./delivery/worker";
export { leadsCsv } from "./export-csv";
export { dayRange } from "./day-range";
export { OverBudgetError, idempotencyKeyOf, isBot, leadBudget, leadRateLimit, overBudget } from "./http/guard";
export { handleLeadPost } from "./http/handle-lead";
export { intakeFailed } from "./http/responses";
export { ipHashSalt } from "./ip-hash";
export type { BookingLeadPayload } from "./kinds/booking";
export { leadsReport } from "./report";
export { reportCsv, reportTable } from "./report-format";
export { reportHtml } from "./report-html";
export { outboxRow, type ClientInfo } from "./repository";
export { listExportsSince, listLeadsSince, storeLead } from "./service";
export { IDEMPOTENCY_KEY_REUSED, REQUEST_IN_PROGRESS, clientInfo, writeOnce } from "./write-once";
