/**
 * The pure face of lib/shipments (no database, no secrets): a booking's statuses and the table of what may
 * follow what, the one event format, and the timeline the booking page and the e-mails tell. Storage, the
 * webhook handler and the CLI's entry are behind @/lib/shipments/server.
 */
export * from "./constants";
export { shipmentEventSchema } from "./event-schema";
export { decide } from "./state-machine";
export * from "./timeline";
