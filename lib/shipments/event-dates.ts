import { daysSomewhereAt } from "@/lib/dates";
import {
  MAX_FUTURE_SKEW_MS,
  dayBeforeBooking,
  dayInFuture,
  shipmentMessages as m,
  type EventStatus,
} from "./constants";
import type { ShipmentEvent } from "./event-schema";
import { eventDay } from "./timeline";

/** A day an event's fields name; `reports` is what it says already happened (a plan has none). */
type NamedDay = { field: string; day: string; reports?: string };
type DaysOf<S extends EventStatus> = (e: Extract<ShipmentEvent, { status: S }>) => NamedDay[];

/**
 * The days each status carries, beside which of them report a fact: a pickup or a delivery cannot be reported
 * before it happened, while a pickup date, a window and an estimate are plans and may lie ahead.
 */
const EVENT_DAYS: { [S in EventStatus]: DaysOf<S> } = {
  carrier_assigned: (e) => [{ field: "pickup_date", day: e.pickup_date }],
  pickup_rescheduled: (e) => [
    { field: "window.from", day: e.window.from },
    { field: "window.to", day: e.window.to },
  ],
  picked_up: (e) => [{ field: "date", day: e.date, reports: "pickup" }],
  in_transit: (e) =>
    e.estimated_delivery_date === undefined
      ? []
      : [{ field: "estimated_delivery_date", day: e.estimated_delivery_date }],
  delivered: (e) => [{ field: "date", day: e.date, reports: "delivery" }],
  cancelled: () => [],
};

export type DateRefusal = { field: string; sentence: string };

/**
 * Why an event's dates cannot be true, or undefined when they can: it happened later than now (with
 * MAX_FUTURE_SKEW_MS for the sender's clock), it reports a pickup or delivery on a day still to come everywhere
 * on Earth, or it names a day before the booking was made anywhere on Earth. The webhook and the CLI both
 * refuse through this, before anything is stored or e-mailed.
 */
export function dateRefusal(e: ShipmentEvent, at: { now: Date; bookedAt: string }): DateRefusal | undefined {
  const latest = new Date(at.now.getTime() + MAX_FUTURE_SKEW_MS);
  if (Date.parse(e.occurred_at) > latest.getTime()) return { field: "occurred_at", sentence: m.future };
  const today = daysSomewhereAt(latest).latest;
  const booked = daysSomewhereAt(new Date(at.bookedAt)).earliest;
  const days = (EVENT_DAYS[e.status] as DaysOf<EventStatus>)(e);
  for (const { field, day, reports } of days) {
    if (reports !== undefined && day > today) return { field, sentence: dayInFuture(field, day, reports) };
    if (day < booked) return { field, sentence: dayBeforeBooking(field, day, eventDay(at.bookedAt)) };
  }
  return undefined;
}
