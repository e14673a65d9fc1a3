import { formatDays, formatLongDate } from "@/lib/dates";
import type { ConfirmedWindow } from "@/lib/db";
import type { EventEffect, ShipmentStatus } from "./constants";
import type { ShipmentEvent } from "./event-schema";
import { eventDay, type Carrier } from "./event-words";
import type { EventFacts } from "./status-entry";
import { MAIN_STEPS, STATUS_LABELS, TRANSITIONS, eventEntry } from "./statuses";

/** A stored event as the page and the e-mails read it. */
export type RecordedEvent = {
  id: string;
  event: ShipmentEvent;
  receivedAt: string;
  effect: EventEffect;
};

export type TimelineStep = {
  key: string;
  status: ShipmentStatus;
  label: string;
  state: "done" | "current" | "upcoming";
  /** When it happened ("Nov 21, 2026"), or when to expect it for an upcoming step. */
  when: string | null;
  /** The facts of the step in words: the carrier, the new window, the inspection report… */
  details: string[];
  link?: EventFacts["link"];
};

export type Timeline = {
  status: ShipmentStatus;
  steps: TimelineStep[];
  carrier: Carrier | null;
  /** One sentence: what comes next and when to expect it; null once delivered or cancelled. */
  next: string | null;
};

/** The words of one event: what the visitor needs to know about it. */
export function eventFacts(e: ShipmentEvent): EventFacts {
  return eventEntry(e.status).facts(e, eventDay(e.occurred_at));
}

/** Events in the order they happened (ties in the order received). */
function chronological(events: readonly RecordedEvent[]): RecordedEvent[] {
  return [...events].sort(
    (a, b) =>
      a.event.occurred_at.localeCompare(b.event.occurred_at) ||
      a.receivedAt.localeCompare(b.receivedAt) ||
      a.id.localeCompare(b.id),
  );
}

function latest<S extends ShipmentEvent["status"]>(applied: RecordedEvent[], status: S) {
  const found = applied.filter((r) => r.event.status === status).at(-1);
  return found?.event as Extract<ShipmentEvent, { status: S }> | undefined;
}

/** The furthest step of the main road the applied events reached. */
function reached(applied: RecordedEvent[]): number {
  return Math.max(0, ...applied.map((r) => MAIN_STEPS.indexOf(r.event.status)));
}

type Expectation = { pickup: string; delivery: string | null };

function expectations(window: ConfirmedWindow, applied: RecordedEvent[]): Expectation {
  const carrier = latest(applied, "carrier_assigned");
  const rescheduled = latest(applied, "pickup_rescheduled");
  const carrierIsNewer = carrier && (!rescheduled || carrier.occurred_at >= rescheduled.occurred_at);
  const pickup = carrierIsNewer
    ? formatLongDate(carrier.pickup_date)
    : rescheduled
      ? formatDays(rescheduled.window.from, rescheduled.window.to)
      : formatDays(window.from, window.to);
  const eta = latest(applied, "in_transit")?.estimated_delivery_date;
  return { pickup, delivery: eta ? formatLongDate(eta) : null };
}

function upcomingWhen(status: ShipmentStatus, expect: Expectation): string | null {
  if (status === "carrier_assigned") return `Before pickup, ${expect.pickup}`;
  if (status === "picked_up") return `Expected ${expect.pickup}`;
  if (status === "delivered" && expect.delivery) return `Expected ${expect.delivery}`;
  return null;
}

/** A status nothing may follow (delivered, cancelled) ends the shipment: nothing is ahead of it. */
function ends(status: ShipmentStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

function nextSentence(status: ShipmentStatus, upcoming: TimelineStep | undefined): string | null {
  if (ends(status) || !upcoming) return null;
  const when = upcoming.when ? `: ${upcoming.when.charAt(0).toLowerCase()}${upcoming.when.slice(1)}` : "";
  return `Next: ${upcoming.label.toLowerCase()}${when}. We e-mail you when it happens.`;
}

/**
 * The booking's shipment as the booking page and the e-mails tell it: the booking, then every stored event
 * in the order it happened (late ones included), the current status marked, and the steps still ahead
 * with when to expect them.
 */
export function shipmentTimeline(input: {
  confirmedAt: string;
  window: ConfirmedWindow;
  events: readonly RecordedEvent[];
}): Timeline {
  const events = chronological(input.events);
  const applied = events.filter((r) => r.effect === "applied");
  const current = applied.at(-1);
  const status: ShipmentStatus = current?.event.status ?? "booked";
  const booked: TimelineStep = {
    key: "booked",
    status: "booked",
    label: STATUS_LABELS.booked,
    state: current ? "done" : "current",
    when: eventDay(input.confirmedAt),
    details: [`Pickup window: ${formatDays(input.window.from, input.window.to)}`],
  };
  const history = events.map((r): TimelineStep => {
    const facts = eventFacts(r.event);
    return {
      key: r.id,
      status: r.event.status,
      label: STATUS_LABELS[r.event.status],
      state: r === current ? "current" : "done",
      ...facts,
    };
  });
  const expect = expectations(input.window, applied);
  const ahead = ends(status)
    ? []
    : MAIN_STEPS.slice(reached(applied) + 1).map((s): TimelineStep => ({
        key: `next-${s}`,
        status: s,
        label: STATUS_LABELS[s],
        state: "upcoming",
        when: upcomingWhen(s, expect),
        details: [],
      }));
  const carrier = status === "cancelled" ? undefined : latest(applied, "carrier_assigned")?.carrier;
  return {
    status,
    steps: [booked, ...history, ...ahead],
    carrier: carrier ?? null,
    next: nextSentence(status, ahead[0]),
  };
}
