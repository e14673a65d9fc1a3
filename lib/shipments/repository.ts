import { randomUUID } from "node:crypto";
import { PostgresAdapter } from "kysely";
import type { Insertable } from "kysely";
import type { Database, Db, ShipmentEventRow, ShipmentRow } from "@/lib/db";
import { CUSTOMER_EMAIL_CHANNEL, outboxRow } from "@/lib/leads";
import { RATE_LIMIT_BUCKETS, consume } from "@/lib/rate-limit";
import {
  SHIPMENT_EMAIL_LIMIT,
  SHIPMENT_EMAIL_SKIP,
  type EventEffect,
  type EventStatus,
  type ShipmentSource,
  type ShipmentStatus,
} from "./constants";

/** SQL of shipments and their events; the service decides what to write, this module knows how. */

/** createdAt: when the booking was confirmed (its lead stored), the earliest any of its shipment's days can be. */
export type BookingLead = { id: string; email: string; opportunityId: string; createdAt: string };

/** The booking lead behind a lead number, with the opportunity it confirmed; undefined for any other lead. */
export async function findBookingLead(db: Db, leadNumber: string): Promise<BookingLead | undefined> {
  const row = await db
    .selectFrom("leads")
    .select(["id", "email", "payload_json", "created_at"])
    .where("lead_number", "=", leadNumber)
    .where("kind", "=", "booking")
    .executeTakeFirst();
  if (!row) return undefined;
  const payload = JSON.parse(row.payload_json) as { opportunity_id?: unknown };
  if (typeof payload.opportunity_id !== "string") return undefined;
  return { id: row.id, email: row.email, opportunityId: payload.opportunity_id, createdAt: row.created_at };
}

/**
 * The booking's shipment row, made on its first event and locked for this transaction on PostgreSQL, so two
 * events for one booking are decided one after the other (SQLite's BEGIN IMMEDIATE already serialises).
 */
export async function lockShipment(trx: Db, lead: BookingLead, now: Date): Promise<ShipmentRow> {
  await trx
    .insertInto("shipments")
    .values({
      id: randomUUID(),
      lead_id: lead.id,
      opportunity_id: lead.opportunityId,
      status: "booked",
      status_occurred_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("lead_id").doNothing())
    .execute();
  let query = trx.selectFrom("shipments").selectAll().where("lead_id", "=", lead.id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function findEventByWebhookId(db: Db, webhookId: string): Promise<ShipmentEventRow | undefined> {
  return db.selectFrom("shipment_events").selectAll().where("webhook_id", "=", webhookId).executeTakeFirst();
}

/** An event already stored for this shipment with the same status, time and fields (a resend under a new id). */
export async function findSameEvent(
  db: Db,
  shipmentId: string,
  event: { status: string; occurredAt: string; detailsJson: string },
): Promise<ShipmentEventRow | undefined> {
  return db
    .selectFrom("shipment_events")
    .selectAll()
    .where("shipment_id", "=", shipmentId)
    .where("status", "=", event.status)
    .where("occurred_at", "=", event.occurredAt)
    .where("details_json", "=", event.detailsJson)
    .executeTakeFirst();
}

export type NewEvent = {
  shipmentId: string;
  webhookId: string;
  status: EventStatus;
  detailsJson: string;
  occurredAt: string;
  source: ShipmentSource;
  effect: EventEffect;
  receivedAt: Date;
};

/** Stores the event; false when its webhook id was stored meanwhile (the unique index decides). */
export async function insertEvent(trx: Db, id: string, e: NewEvent): Promise<boolean> {
  const result = await trx
    .insertInto("shipment_events")
    .values({
      id,
      shipment_id: e.shipmentId,
      webhook_id: e.webhookId,
      status: e.status,
      details_json: e.detailsJson,
      occurred_at: e.occurredAt,
      received_at: e.receivedAt.toISOString(),
      source: e.source,
      effect: e.effect,
    })
    .onConflict((oc) => oc.column("webhook_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return result !== undefined;
}

/** Moves the current status, only from the one this transaction read. */
export async function moveStatus(
  trx: Db,
  shipment: ShipmentRow,
  to: { status: ShipmentStatus; occurredAt: string },
  now: Date,
): Promise<void> {
  const result = await trx
    .updateTable("shipments")
    .set({ status: to.status, status_occurred_at: to.occurredAt, updated_at: now.toISOString() })
    .where("id", "=", shipment.id)
    .where("status", "=", shipment.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new Error("A shipment's status changed under its lock", { cause: { shipment: shipment.id } });
  }
}

/**
 * The change's deliveries, in the event's own transaction: sales' webhook always, the visitor's e-mail when
 * the status is one they are told about and the booking has an address, stored skipped past the shipment's
 * daily limit (SHIPMENT_EMAIL_LIMIT). Each row names the event, so the worker tells exactly this change, once.
 */
export async function insertChangeOutbox(
  trx: Db,
  input: { leadId: string; shipmentId: string; eventId: string; emailVisitor: boolean; now: Date },
): Promise<void> {
  const subject = { lead_id: input.leadId };
  const rows: Insertable<Database["outbox"]>[] = [
    { ...outboxRow("webhook", subject, input.now), shipment_event_id: input.eventId },
  ];
  if (input.emailVisitor) {
    const { limit, windowMs } = SHIPMENT_EMAIL_LIMIT;
    const at = input.now.getTime();
    const spent = await consume(trx, RATE_LIMIT_BUCKETS.shipmentEmail, input.shipmentId, limit, windowMs, at);
    const row = { ...outboxRow(CUSTOMER_EMAIL_CHANNEL, subject, input.now), shipment_event_id: input.eventId };
    const { reason, sentence } = SHIPMENT_EMAIL_SKIP;
    rows.push(spent.ok ? row : { ...row, status: "skipped", skip_reason: reason, last_error: sentence });
  }
  await trx.insertInto("outbox").values(rows).execute();
}

/** A booking's shipment and its events, by its booking page's token; undefined before any event. */
export async function findShipmentOf(
  db: Db,
  token: string,
): Promise<{ shipment: ShipmentRow; events: ShipmentEventRow[] } | undefined> {
  const shipment = await db
    .selectFrom("shipments")
    .innerJoin("opportunities", "opportunities.id", "shipments.opportunity_id")
    .selectAll("shipments")
    .where("opportunities.token", "=", token)
    .executeTakeFirst();
  if (!shipment) return undefined;
  const events = await db
    .selectFrom("shipment_events")
    .selectAll()
    .where("shipment_id", "=", shipment.id)
    .orderBy("occurred_at")
    .orderBy("received_at")
    .execute();
  return { shipment, events };
}
