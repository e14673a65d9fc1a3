/**
 * The pure face of lib/shipments (no database, no secrets): a booking's statuses in one table (./statuses.ts)
 * and the lists, labels and rules read from it, the one event format, and the timeline the booking page and
 * the e-mails tell. Storage, the webhook handler and the CLI's entry are behind @/lib/shipments/server.
 */
export * from "./constants";
export { shipmentEventSchema } from "./event-schema";
export * from "./event-words";
export { decide } from "./state-machine";
export { STATUS_LABELS, TRANSITIONS } from "./statuses";
export * from "./timeline";
