/** The server's face of lib/shipments: recording events (webhook and CLI), the endpoint, the booking's events and what a change says to the visitor and the CRM. */
import "server-only";
export * from "./index";
export { handleShipmentEventPost } from "./handler";
export { shipmentEventsOf } from "./service";
export { runShipmentStatus } from "./cli";
export { SHIPMENT_DELIVERY } from "./email";
export { PAYMENT_TERMS, type PaymentTerms } from "./payment-terms";
