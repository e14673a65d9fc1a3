import type { LeadRow, ShipmentEventRow, SignedOrderRow } from "@/lib/db";
import type { ShipmentChange, SignedOrderNotice } from "./content";
import { leadDocument, type LeadDocument } from "./lead-document";

/**
 * What an outbox row delivers: a lead (on every channel), or a booking's shipment status change (the
 * visitor's e-mail and sales' webhook), with the booking lead it belongs to.
 */
export type DeliverySubject =
  | { kind: "lead"; lead: LeadDocument }
  | { kind: "shipment"; lead: LeadDocument; change: ShipmentChange }
  | { kind: "order"; lead: LeadDocument; notice: SignedOrderNotice };

/** The stored row behind an outbox row, as the claim reads it. */
export type SubjectRow =
  | { kind: "lead"; row: LeadRow }
  | { kind: "shipment"; row: LeadRow; event: ShipmentEventRow; token?: string }
  | { kind: "order"; row: LeadRow; order: SignedOrderRow; token?: string };

export function deliverySubject(subject: SubjectRow): DeliverySubject {
  const lead = leadDocument(subject.row);
  if (subject.kind === "lead") return { kind: "lead", lead };
  if (subject.kind === "order")
    return { kind: "order", lead, notice: { order: subject.order, token: subject.token ?? null } };
  return { kind: "shipment", lead, change: { event: subject.event, token: subject.token ?? null } };
}

/** The lead a sales channel delivers: a new lead, never a shipment's change or a signed order. */
export function leadOf(subject: DeliverySubject, channel: string): LeadDocument {
  if (subject.kind !== "lead") throw new Error(`The ${channel} channel delivers leads only`, { cause: subject.kind });
  return subject.lead;
}
