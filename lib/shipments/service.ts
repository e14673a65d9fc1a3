import { randomUUID } from "node:crypto";
import type { Db, ShipmentEventRow } from "@/lib/db";
import type { EventEffect, EventStatus, ShipmentSource, ShipmentStatus } from "./constants";
import { dateRefusal } from "./event-dates";
import { detailsOf, storedEvent, type ShipmentEvent } from "./event-schema";
import * as repo from "./repository";
import { PAYMENT_TERMS, type PaymentTerms } from "./payment-terms";
import { decide } from "./state-machine";
import { EMAILED_STATUSES } from "./statuses";
import { paymentOnShipmentStatus } from "@/lib/payments";
import type { RecordedEvent } from "./timeline";

export type RecordInput = {
  event: ShipmentEvent;
  /** The sender's webhook-id; the CLI makes its own. The same id is the same event. */
  webhookId: string;
  source: ShipmentSource;
  now?: Date;
  /** The signed order and its refund rule; PAYMENT_TERMS unless a test brings its own. */
  terms?: PaymentTerms;
};

export type RecordOutcome =
  | { kind: "stored"; effect: EventEffect; status: ShipmentStatus; eventId: string }
  | { kind: "duplicate"; status: ShipmentStatus }
  | { kind: "id-reused" }
  | { kind: "unknown-booking" }
  | { kind: "impossible-date"; field: string; sentence: string }
  | { kind: "impossible"; from: ShipmentStatus; to: EventStatus };

function sameEvent(row: ShipmentEventRow, shipmentId: string, e: ShipmentEvent, detailsJson: string): boolean {
  return (
    row.shipment_id === shipmentId &&
    row.status === e.status &&
    row.occurred_at === e.occurred_at &&
    row.details_json === detailsJson
  );
}

/**
 * Records one status event for a confirmed booking, for the webhook and the CLI alike. In one transaction:
 * dates that cannot be true are refused (event-dates.ts), the booking's shipment is locked, a webhook id seen
 * before answers as a duplicate, the state machine decides, the event is stored, and an applied change moves
 * the status and queues its e-mail and webhook.
 * Every refusal returns before anything is written.
 */
export async function recordShipmentEvent(db: Db, input: RecordInput): Promise<RecordOutcome> {
  const now = input.now ?? new Date();
  const e = input.event;
  const detailsJson = JSON.stringify(detailsOf(e));
  return db.transaction().execute(async (trx): Promise<RecordOutcome> => {
    const lead = await repo.findBookingLead(trx, e.lead_number);
    if (!lead) return { kind: "unknown-booking" };
    const refused = dateRefusal(e, { now, bookedAt: lead.createdAt });
    if (refused) return { kind: "impossible-date", ...refused };
    const shipment = await repo.lockShipment(trx, lead, now);
    const status = shipment.status as ShipmentStatus;
    const seen = await repo.findEventByWebhookId(trx, input.webhookId);
    if (seen)
      return sameEvent(seen, shipment.id, e, detailsJson) ? { kind: "duplicate", status } : { kind: "id-reused" };
    const same = await repo.findSameEvent(trx, shipment.id, {
      status: e.status,
      occurredAt: e.occurred_at,
      detailsJson,
    });
    if (same) return { kind: "duplicate", status };

    const decision = decide({ status, occurredAt: shipment.status_occurred_at }, e.status, e.occurred_at);
    if (decision.kind === "impossible") return { kind: "impossible", from: decision.from, to: e.status };
    const eventId = randomUUID();
    const inserted = await repo.insertEvent(trx, eventId, {
      shipmentId: shipment.id,
      webhookId: input.webhookId,
      status: e.status,
      detailsJson,
      occurredAt: e.occurred_at,
      source: input.source,
      effect: decision.kind,
      receivedAt: now,
    });
    if (!inserted) return { kind: "duplicate", status };
    if (decision.kind === "late") return { kind: "stored", effect: "late", status, eventId };

    await repo.moveStatus(trx, shipment, { status: e.status, occurredAt: e.occurred_at }, now);
    await repo.insertChangeOutbox(trx, {
      leadId: lead.id,
      shipmentId: shipment.id,
      eventId,
      emailVisitor: EMAILED_STATUSES.includes(e.status) && lead.email.trim() !== "",
      now,
    });
    const terms = input.terms ?? PAYMENT_TERMS;
    await paymentOnShipmentStatus(trx, e.status, { leadId: lead.id, now }, terms.findSignedOrder, terms.refundRule);
    return { kind: "stored", effect: "applied", status: e.status, eventId };
  });
}

/** A stored event row as the timeline and the e-mails read it; undefined for a row that no longer validates. */
function recordedEvent(row: ShipmentEventRow): RecordedEvent | undefined {
  const event = storedEvent(row.status, row.details_json, row.occurred_at);
  if (!event) {
    console.warn(new Error("A stored shipment event does not validate; it is left out", { cause: { id: row.id } }));
    return undefined;
  }
  return { id: row.id, event, receivedAt: row.received_at, effect: row.effect === "late" ? "late" : "applied" };
}

/** A confirmed booking's events (none before the first), by its booking page's token. */
export async function shipmentEventsOf(db: Db, token: string): Promise<RecordedEvent[]> {
  const found = await repo.findShipmentOf(db, token);
  return (found?.events ?? []).map(recordedEvent).filter((r): r is RecordedEvent => r !== undefined);
}
