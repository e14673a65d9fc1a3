/** The server's face of lib/shipments: recording events (webhook and CLI), the endpoint and the booking's events. */
export * from "./index";
export { handleShipmentEventPost, type EventAnswer } from "./handler";
export { recordShipmentEvent, recordedEvent, shipmentEventsOf, type RecordInput, type RecordOutcome } from "./service";
export { CLI_EXIT, runShipmentStatus } from "./cli";
