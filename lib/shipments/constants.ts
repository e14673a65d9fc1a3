import { BROKER_TIME_ZONE } from "@/lib/dates";
import type { ShipmentStatus } from "@/lib/db";

/** A shipment's statuses: each is one entry of the table in ./statuses.ts, with its rules and words. */
export type { ShipmentStatus };
/** What an event may say: every status but `booked`, where every confirmed booking starts. */
export type EventStatus = Exclude<ShipmentStatus, "booked">;

/** Where an event came from: the dispatch system's webhook or the CLI. */
export type ShipmentSource = "webhook" | "cli";

/** applied: the event moved the current status; late: it happened before the current one, kept in history. */
export type EventEffect = "applied" | "late";

/** The event type sales' webhook receives for each applied change. */
export const STATUS_CHANGED_EVENT = "shipment.status_changed";

/** An event body is a few hundred bytes; this leaves room for a long reason and link. */
export const MAX_EVENT_BODY_BYTES = 8 * 1024;
/** An event may be stamped a little ahead of our clock (the sender's skew), never later than this. */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** Requests to the event endpoint per client per minute: a dispatch system's burst, not a flood. */
export const EVENT_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;

/**
 * Visitor e-mails one shipment may send per day: a dispatch system that replays or flaps 20 signed status
 * changes in seconds must not send 20 e-mails. The changes past it are still applied, shown on the booking page
 * and sent to the CRM; their e-mail row is stored skipped with SHIPMENT_EMAIL_SKIP's reason.
 */
export const SHIPMENT_EMAIL_LIMIT = { limit: 5, windowMs: 24 * 60 * 60 * 1000 } as const;
export const SHIPMENT_EMAIL_SKIP = {
  reason: "shipment-email-limit",
  sentence: "Visitor e-mail skipped: this shipment reached its limit of status e-mails for the day",
} as const;

export const shipmentMessages = {
  stored: "The event was stored.",
  late: "The event happened before the shipment's current status; it was kept in the history only.",
  duplicate: "This event was already received; nothing changed.",
  notConfigured: "Shipment events are not enabled on this server.",
  missingHeaders: "The webhook-id, webhook-timestamp and webhook-signature headers are required.",
  badTimestamp: "The webhook-timestamp header must be a Unix time in seconds.",
  stale: "The webhook-timestamp is more than five minutes away from the server's clock.",
  badSignature: "No webhook-signature matches this request.",
  unknownBooking: "No confirmed booking has this lead number.",
  idReused: "This webhook-id was already used for a different event.",
  future: "occurred_at is in the future.",
  tooMany: "Too many requests; try again shortly.",
  failed: "The event could not be stored; please retry.",
} as const;

/** "date 2026-12-04 is still to come; a delivery can be reported only once it has happened." */
export function dayInFuture(field: string, day: string, reports: string): string {
  return `${field} ${day} is still to come; a ${reports} can be reported only once it has happened.`;
}

/** "pickup_date 2026-11-20 is before the booking was made (Nov 26, 2026)." */
export function dayBeforeBooking(field: string, day: string, bookedDay: string): string {
  return `${field} ${day} is before the booking was made (${bookedDay}).`;
}

/** Times of events are shown as days in the broker's office time zone (lib/dates), where dispatch works. */
export const SHIPMENT_TIME_ZONE = BROKER_TIME_ZONE;
