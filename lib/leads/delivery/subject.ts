import type { LeadRow, ShipmentEventRow } from "@/lib/db";
import { storedEvent, type ShipmentEvent } from "@/lib/shipments";
import { leadDocument, type LeadDocument } from "./lead-document";

/** A booking's shipment status change (lib/shipments), with the booking lead it belongs to. */
export type ShipmentChangeDocument = {
  id: string;
  event: ShipmentEvent;
  received_at: string;
  source: string;
  /** The booking page's token, for the e-mail's link back. */
  token: string | null;
};

/**
 * What an outbox row delivers: a lead (on every channel), or a shipment status change (the visitor's e-mail
 * and sales' webhook).
 */
export type DeliverySubject =
  { kind: "lead"; lead: LeadDocument } | { kind: "shipment"; lead: LeadDocument; change: ShipmentChangeDocument };

/** The stored row behind an outbox row, as the claim reads it. */
export type SubjectRow =
  { kind: "lead"; row: LeadRow } | { kind: "shipment"; row: LeadRow; event: ShipmentEventRow; token?: string };

function shipmentSubject(row: LeadRow, e: ShipmentEventRow, token: string | undefined): DeliverySubject {
  const event = storedEvent(e.status, e.details_json, e.occurred_at);
  // Stored only after the same schema passed it; a row that fails now is a broken database, not a retry.
  if (!event) throw new Error("A stored shipment event does not validate", { cause: { id: e.id } });
  return {
    kind: "shipment",
    lead: leadDocument(row),
    change: { id: e.id, event, received_at: e.received_at, source: e.source, token: token ?? null },
  };
}

export function deliverySubject(subject: SubjectRow): DeliverySubject {
  if (subject.kind === "lead") return { kind: "lead", lead: leadDocument(subject.row) };
  return shipmentSubject(subject.row, subject.event, subject.token);
}

/** The lead a sales channel delivers: a new lead, never a shipment's change. */
export function leadOf(subject: DeliverySubject, channel: string): LeadDocument {
  if (subject.kind !== "lead") throw new Error(`The ${channel} channel delivers leads only`, { cause: subject.kind });
  return subject.lead;
}
