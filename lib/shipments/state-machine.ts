import { TRANSITIONS, type EventEffect, type EventStatus, type ShipmentStatus } from "./constants";

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
