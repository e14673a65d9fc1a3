import type { EventEffect, EventStatus, ShipmentStatus } from "./constants";
import { STATUS_LABELS, TRANSITIONS } from "./statuses";

export type Current = { status: ShipmentStatus; occurredAt: string | null };

export type Decision = { kind: EventEffect } | { kind: "impossible"; from: ShipmentStatus };

/**
 * What an event does to a shipment. One that happened before the current status (a delivery delayed or
 * retried out of order) is late: kept in the history, never moving the shipment backwards. Otherwise the
 * transitions table decides; anything it does not allow is refused and changes nothing.
 */
export function decide(current: Current, status: EventStatus, occurredAt: string): Decision {
  if (current.occurredAt !== null && occurredAt < current.occurredAt) return { kind: "late" };
  return TRANSITIONS[current.status].includes(status)
    ? { kind: "applied" }
    : { kind: "impossible", from: current.status };
}

/** "The shipment is delivered; it cannot move to picked up." */
export function impossibleTransition(from: ShipmentStatus, to: EventStatus): string {
  return `The shipment is ${STATUS_LABELS[from].toLowerCase()}; it cannot move to ${STATUS_LABELS[to].toLowerCase()}.`;
}
