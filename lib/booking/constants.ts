import type { OpportunityStatus } from "@/lib/db";

/**
 * The pickup windows the booking page offers, in one place. Offsets count calendar days from the ship date
 * the visitor asked for (or from today when that date has passed); factors scale the estimate's range.
 */

/** An opportunity's statuses, as lib/db declares them (a quick-calculator request is new until confirmed). */
export const OPPORTUNITY_STATUS = { new: "new", confirmed: "confirmed" } as const satisfies {
  [S in OpportunityStatus]: S;
};
export type { OpportunityStatus };

export const PICKUP_WINDOW_KINDS = ["standard", "flexible", "expedited"] as const;
export type PickupWindowKind = (typeof PICKUP_WINDOW_KINDS)[number];

/** The window the page selects first: it is the one the estimate itself prices. */
export const DEFAULT_WINDOW: PickupWindowKind = "standard";

export type WindowRule = {
  label: string;
  summary: string;
  /** First and last pickup day, in days after the ship date. */
  fromDays: number;
  toDays: number;
  /** Multipliers of the estimate's low and high ends. */
  factor: { low: number; high: number };
};

export const WINDOW_RULES: Record<PickupWindowKind, WindowRule> = {
  // Carriers usually need a day or two to route a truck past a new pickup: 1–3 days is the market's normal
  // "first available" promise, and it is what the estimator's per-mile figures price.
  standard: {
    label: "Standard",
    summary: "Pickup within 1–3 days of your date, at the estimated price.",
    fromDays: 1,
    toDays: 3,
    factor: { low: 1, high: 1 },
  },
  // A week-long window lets the dispatcher fill an empty slot on a truck already passing by; brokers pass on
  // the 5–8 % that carriers discount for such flexible loads.
  flexible: {
    label: "Flexible",
    summary: "Pickup any day within a week of your date, for a lower price.",
    fromDays: 1,
    toDays: 7,
    factor: { low: 0.92, high: 0.95 },
  },
  // A guaranteed first-available pickup means paying a carrier to divert or run short of a full load, which
  // the industry prices at roughly 15–25 % above the standard rate.
  expedited: {
    label: "Expedited",
    summary: "Guaranteed pickup on your date or the day after, for a higher price.",
    fromDays: 0,
    toDays: 1,
    factor: { low: 1.15, high: 1.25 },
  },
};

/** Window prices are rounded like the estimate's lines (whole $5), so they read as estimates too. */
export const WINDOW_ROUND_TO_DOLLARS = 5;

/** The texts of the confirm step that lib/quote does not already hold. */
export const bookingMessages = {
  window: "Please choose a pickup window",
  notFound: "This booking link is not valid or has expired.",
  conflict: "This booking is already confirmed with another pickup window. Please call us to change it.",
  contactConflict:
    "This booking is already confirmed with other contact details, so yours were not saved. Please call us to change them.",
  confirmed: "Your pickup window is confirmed.",
} as const;

/** How long a quick-calculator booking link stays valid while no window is confirmed. */
export const OPPORTUNITY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a confirmed booking's page stays open, from the confirmation: the shipment's timeline lives there,
 * and a shipment (overseas, or rescheduled) can run for months. Longer than any shipment, and then it closes.
 */
export const CONFIRMED_BOOKING_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** 192 random bits: a booking link cannot be guessed. */
export const OPPORTUNITY_TOKEN_BYTES = 24;
/** What a booking token looks like; anything else is refused before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
