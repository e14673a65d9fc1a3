import { formatDays, formatLongDate } from "@/lib/dates";
import type { ShipmentStatus } from "@/lib/db";
import type { EventStatus } from "./constants";
import { DAY_FORM, carrierField, dateField, inspectionUrlField, textField, windowField } from "./event-fields";
import { carrierNumbers, reasonLine } from "./event-words";
import { eventStatus, type EventEntry, type FieldsOf, type StatusEntry } from "./status-entry";

/**
 * Every status of a shipment, keyed as lib/db's ShipmentStatus names it (each of them, and no other), in the
 * order the visitor meets them. `booked` is where every confirmed booking starts (nobody sends it); the others
 * arrive as events from the dispatch system or the CLI, and their entries hold the fields the event carries,
 * its words on the booking page and in the e-mail, and its CLI options. Every list, label, schema and usage
 * line of lib/shipments is read from here; docs/how-to.md says how to add one.
 *
 * A carrier may be assigned again (a new carrier) and a pickup rescheduled again until the car is picked up;
 * a new estimate may follow "in transit"; delivered and cancelled end it.
 */
const TABLE = {
  booked: {
    label: "Booked",
    next: ["carrier_assigned", "pickup_rescheduled", "cancelled"],
    mainRoad: true,
  },
  carrier_assigned: eventStatus({
    label: "Carrier assigned",
    next: ["carrier_assigned", "pickup_rescheduled", "picked_up", "cancelled"],
    mainRoad: true,
    emailed: true,
    fields: { carrier: carrierField, pickup_date: dateField("pickup_date") },
    facts: (e, day) => ({
      when: day,
      details: [
        `${e.carrier.name} (${carrierNumbers(e.carrier)})`,
        `Pickup promised for ${formatLongDate(e.pickup_date)}`,
      ],
    }),
    headline: (e, { booking, facts }) => ({
      title: `A carrier is assigned to your booking ${booking}`,
      intro: `${e.carrier.name} will pick up your vehicle. ${facts.details[1]}.`,
    }),
    days: (e) => [{ field: "pickup_date", day: e.pickup_date }],
    cli: [
      { name: "carrier", arg: "NAME", field: "carrier.name", need: "required" },
      { name: "usdot", arg: "N", field: "carrier.usdot", need: "one-of" },
      { name: "mc", arg: "N", field: "carrier.mc", need: "one-of" },
      { name: "pickup-date", arg: DAY_FORM, field: "pickup_date", need: "required" },
    ],
  }),
  pickup_rescheduled: eventStatus({
    label: "Pickup rescheduled",
    next: ["carrier_assigned", "pickup_rescheduled", "picked_up", "cancelled"],
    mainRoad: false,
    emailed: true,
    fields: { window: windowField, reason: textField(300, "reason") },
    facts: (e, day) => ({
      when: day,
      details: [`New pickup window: ${formatDays(e.window.from, e.window.to)}`, reasonLine(e.reason)],
    }),
    headline: (e, { booking, facts }) => ({
      title: `Your pickup for booking ${booking} is rescheduled`,
      intro: `${facts.details[0]}. ${reasonLine(e.reason)}`,
    }),
    days: (e) => [
      { field: "window.from", day: e.window.from },
      { field: "window.to", day: e.window.to },
    ],
    cli: [
      { name: "from", arg: DAY_FORM, field: "window.from", need: "required" },
      { name: "to", arg: DAY_FORM, field: "window.to", need: "required" },
      { name: "reason", arg: "TEXT", field: "reason", need: "required" },
    ],
  }),
  picked_up: eventStatus({
    label: "Picked up",
    next: ["in_transit", "delivered"],
    mainRoad: true,
    emailed: true,
    fields: { date: dateField("date"), inspection_report_url: inspectionUrlField.optional() },
    facts: (e) => ({
      when: formatLongDate(e.date),
      details: [],
      link: e.inspection_report_url
        ? { text: "Inspection report (bill of lading)", href: e.inspection_report_url }
        : undefined,
    }),
    headline: (_e, { booking, facts }) => ({
      title: `Your vehicle is picked up (booking ${booking})`,
      intro: `Picked up on ${facts.when}.`,
    }),
    days: (e) => [{ field: "date", day: e.date, reports: "pickup" }],
    cli: [
      { name: "date", arg: DAY_FORM, field: "date", need: "required" },
      { name: "inspection-url", arg: "https://…", field: "inspection_report_url", need: "optional" },
    ],
  }),
  in_transit: eventStatus({
    label: "In transit",
    next: ["in_transit", "delivered"],
    mainRoad: true,
    emailed: false,
    fields: { estimated_delivery_date: dateField("estimated_delivery_date").optional() },
    facts: (e, day) => ({
      when: day,
      details: e.estimated_delivery_date ? [`Estimated delivery: ${formatLongDate(e.estimated_delivery_date)}`] : [],
    }),
    headline: (_e, { booking, facts }) => ({
      title: `Your vehicle is on its way (booking ${booking})`,
      intro: facts.details[0] ?? "",
    }),
    days: (e) =>
      e.estimated_delivery_date === undefined
        ? []
        : [{ field: "estimated_delivery_date", day: e.estimated_delivery_date }],
    cli: [{ name: "eta", arg: DAY_FORM, field: "estimated_delivery_date", need: "optional" }],
  }),
  delivered: eventStatus({
    label: "Delivered",
    next: [],
    mainRoad: true,
    emailed: true,
    fields: { date: dateField("date") },
    facts: (e) => ({ when: formatLongDate(e.date), details: [] }),
    headline: (_e, { booking, facts, brand }) => ({
      title: `Your vehicle is delivered (booking ${booking})`,
      intro: `Delivered on ${facts.when}. Thank you for shipping with ${brand}.`,
    }),
    days: (e) => [{ field: "date", day: e.date, reports: "delivery" }],
    cli: [{ name: "date", arg: DAY_FORM, field: "date", need: "required" }],
  }),
  cancelled: eventStatus({
    label: "Cancelled",
    next: [],
    mainRoad: false,
    emailed: true,
    fields: { reason: textField(300, "reason").optional() },
    facts: (e, day) => ({ when: day, details: e.reason ? [reasonLine(e.reason)] : [] }),
    headline: (e, { booking }) => ({
      title: `Your booking ${booking} is cancelled`,
      intro: e.reason ? reasonLine(e.reason) : "If you did not ask for this, please call us.",
    }),
    days: () => [],
    cli: [{ name: "reason", arg: "TEXT", field: "reason", need: "optional" }],
  }),
} as const satisfies Record<ShipmentStatus, StatusEntry>;

/** The table's type; a status missing from it reads as one without fields, so the compiler stops at the table. */
type Table = typeof TABLE & Record<EventStatus, { fields: Record<never, never> }>;
/** What each event status's fields give once validated. */
type EventFields = { [S in EventStatus]: FieldsOf<Table[S]["fields"]> };
type TypedEntry<S extends EventStatus> = EventEntry<Table[S]["fields"], EventFields[S]>;

/** Typed per status, so an event's fields reach its own entry's functions (TypeScript's correlated unions, #47109). */
const EVENT_ENTRIES: { [S in EventStatus]: TypedEntry<S> } = TABLE;

/** The entry of an event's status: `eventEntry(e.status).facts(e, day)`. */
export function eventEntry<S extends EventStatus>(status: S): TypedEntry<S> {
  return EVENT_ENTRIES[status];
}

/** Every entry by what all statuses have, for the lists below. */
const ENTRIES: Record<ShipmentStatus, StatusEntry> = TABLE;

export const SHIPMENT_STATUSES = Object.keys(ENTRIES) as ShipmentStatus[];

/** What an event may say: every status but the starting one. */
export const EVENT_STATUSES = SHIPMENT_STATUSES.filter((s): s is EventStatus => s !== "booked");

function byStatus<T>(pick: (entry: StatusEntry) => T): Record<ShipmentStatus, T> {
  return Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, pick(ENTRIES[s])])) as Record<ShipmentStatus, T>;
}

/** Which status may follow which. */
export const TRANSITIONS = byStatus((entry) => entry.next);

/** How the visitor reads each status, on the booking page and in the e-mails. */
export const STATUS_LABELS = byStatus((entry) => entry.label);

/** The road every shipment travels, in order, as the booking page lists it. */
export const MAIN_STEPS = SHIPMENT_STATUSES.filter((s) => ENTRIES[s].mainRoad);

/** The changes the visitor is e-mailed about; every applied change goes to sales by the lead webhook. */
export const EMAILED_STATUSES = EVENT_STATUSES.filter((s) => EVENT_ENTRIES[s].emailed);
