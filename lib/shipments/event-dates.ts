import { daysSomewhereAt } from "@/lib/dates";
import { MAX_FUTURE_SKEW_MS, dayBeforeBooking, dayInFuture, shipmentMessages as m } from "./constants";
import type { ShipmentEvent } from "./event-schema";
import { eventDay } from "./event-words";
import { eventEntry } from "./statuses";

export type DateRefusal = { field: string; sentence: string };

/**
 * Why an event's dates cannot be true, or undefined when they can: it happened later than now (with
 * MAX_FUTURE_SKEW_MS for the sender's clock), it reports a pickup or delivery on a day still to come everywhere
 * on Earth, or it names a day before the booking was made anywhere on Earth (the days its status's entry in
 * ./statuses.ts names). The webhook and the CLI both refuse through this, before anything is stored or e-mailed.
 */
export function dateRefusal(e: ShipmentEvent, at: { now: Date; bookedAt: string }): DateRefusal | undefined {
  const latest = new Date(at.now.getTime() + MAX_FUTURE_SKEW_MS);
  if (Date.parse(e.occurred_at) > latest.getTime()) return { field: "occurred_at", sentence: m.future };
  const today = daysSomewhereAt(latest).latest;
  const booked = daysSomewhereAt(new Date(at.bookedAt)).earliest;
  for (const { field, day, reports } of eventEntry(e.status).days(e)) {
    if (reports !== undefined && day > today) return { field, sentence: dayInFuture(field, day, reports) };
    if (day < booked) return { field, sentence: dayBeforeBooking(field, day, eventDay(at.bookedAt)) };
  }
  return undefined;
}
