import type { LeadRow, OpportunityRow, ShipmentEventRow } from "@/lib/db";
import type { QuickQuoteQuery } from "@/lib/quote";
import { storedEvent, type ShipmentEvent } from "@/lib/shipments";
import { leadDocument, type LeadDocument } from "./lead-document";

/** A quick-calculator request as its confirmation e-mail sees it. */
export type OpportunityDocument = { token: string; request: QuickQuoteQuery; created_at: string; expires_at: string };

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
 * What an outbox row delivers: a lead (on every channel), a quick-calculator request (the visitor's e-mail
 * only), or a shipment status change (the visitor's e-mail and sales' webhook).
 */
export type DeliverySubject =
  | { kind: "lead"; lead: LeadDocument }
  | { kind: "opportunity"; opportunity: OpportunityDocument }
  | { kind: "shipment"; lead: LeadDocument; change: ShipmentChangeDocument };

/** The stored row behind an outbox row, as the claim reads it. */
export type SubjectRow =
  | { kind: "lead"; row: LeadRow }
  | { kind: "opportunity"; row: OpportunityRow }
  | { kind: "shipment"; row: LeadRow; event: ShipmentEventRow; token?: string };

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
  if (subject.kind === "shipment") return shipmentSubject(subject.row, subject.event, subject.token);
  const { token, request_json, created_at, expires_at } = subject.row;
  return {
    kind: "opportunity",
    opportunity: { token, request: JSON.parse(request_json) as QuickQuoteQuery, created_at, expires_at },
  };
}

/** The lead a sales channel delivers; sales channels are never handed an opportunity. */
export function leadOf(subject: DeliverySubject, channel: string): LeadDocument {
  if (subject.kind !== "lead") throw new Error(`The ${channel} channel delivers leads only`, { cause: subject.kind });
  return subject.lead;
}
