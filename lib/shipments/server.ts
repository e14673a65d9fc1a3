/** The server's face of lib/shipments: recording events (webhook and CLI), the endpoint and the booking's events. */
export * from "./index";
export { handleShipmentEventPost } from "./handler";
export { shipmentEventsOf } from "./service";
export { runShipmentStatus } from "./cli";
