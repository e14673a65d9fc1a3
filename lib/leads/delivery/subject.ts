import type { LeadRow, OpportunityRow } from "@/lib/db";
import type { QuickQuoteQuery } from "@/lib/quote";
import { leadDocument, type LeadDocument } from "./lead-document";

/** A quick-calculator request as its confirmation e-mail sees it. */
export type OpportunityDocument = { token: string; request: QuickQuoteQuery; created_at: string; expires_at: string };

/** What an outbox row delivers: a lead (on every channel) or a quick-calculator request (the visitor's e-mail only). */
export type DeliverySubject =
  { kind: "lead"; lead: LeadDocument } | { kind: "opportunity"; opportunity: OpportunityDocument };

/** The stored row behind an outbox row, as the claim reads it. */
export type SubjectRow = { kind: "lead"; row: LeadRow } | { kind: "opportunity"; row: OpportunityRow };

export function deliverySubject(subject: SubjectRow): DeliverySubject {
  if (subject.kind === "lead") return { kind: "lead", lead: leadDocument(subject.row) };
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
