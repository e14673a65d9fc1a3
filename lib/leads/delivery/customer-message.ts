import { formatLongDate } from "@/lib/dates";
import { formatUsdRange } from "@/lib/estimate/format";
import { estimateResultSchema, type EstimateResult } from "@/lib/estimate";
import { knownPlaceText, knownVehicle } from "@/lib/lookups/server";
import { QUOTE_VEHICLE_TYPES, SHIPPING_METHODS, TRANSPORT_TYPES } from "@/lib/quote";
import type { StoredVehicle } from "../lead-record";
import type { LeadDocument } from "./lead-document";

/**
 * The facts of a lead as the visitor's e-mails word them for people: the same for a quote from the forms, a
 * confirmed booking (lib/booking adds its pickup window) and a booking's shipment update (lib/shipments).
 * Nobody has verified the address these go to, so they carry only what we know to be true: places and
 * vehicles as the lookups' data names them, values from our own lists, our own numbers and estimate. Nothing
 * typed into a free-text field reaches them (the first name only through greetingOf's rule).
 */
export type CustomerMessage = {
  firstName: string;
  leadNumber: string;
  origin: string;
  destination: string;
  shipDate: string;
  vehicles: string[];
  /** "Open transport", for an international quote after its shipping method. */
  transport: string | null;
  international: boolean;
  estimate: EstimateView | null;
  /** Whether the visitor agreed to calls and texts: without it sales answers by e-mail. */
  consentGiven: boolean;
};

type EstimateView = {
  total: string;
  /** Empty when only the total is known (a booking's window price). */
  lines: { label: string; amount: string }[];
  transit: string | null;
};

function estimateView(stored: unknown): EstimateView | null {
  const full = estimateResultSchema.safeParse(stored);
  if (full.success) return fullEstimate(full.data);
  const range = stored as { low?: unknown; high?: unknown } | null;
  if (typeof range?.low === "number" && typeof range.high === "number") {
    return { total: formatUsdRange(range.low, range.high), lines: [], transit: null };
  }
  return null;
}

function fullEstimate(e: EstimateResult): EstimateView {
  return {
    total: formatUsdRange(e.low, e.high),
    lines: e.lineItems.map((line) => ({ label: line.label, amount: formatUsdRange(line.low, line.high) })),
    transit: `${e.transitDays.min}–${e.transitDays.max} days on the road for about ${e.distanceMiles.toLocaleString("en-US")} miles`,
  };
}

/** Said for a vehicle the catalogue does not know: the visitor's own words would be a stranger's in our name. */
export const UNKNOWN_VEHICLE = "your vehicle";
const MIN_VEHICLE_YEAR = 1900;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | undefined =>
  list.find((item) => item === value);

/** "2021 Ford F-150 (Pickup), does not run" when the catalogue has the make and model; else "your vehicle". */
function vehicleLine(v: StoredVehicle): string {
  const known = knownVehicle(v.make, v.model);
  const year = Number.isInteger(v.year) && v.year >= MIN_VEHICLE_YEAR && v.year <= new Date().getFullYear() + 2;
  const name = known
    ? [year ? String(v.year) : "", known.make, known.model].filter(Boolean).join(" ")
    : UNKNOWN_VEHICLE;
  const type = oneOf(QUOTE_VEHICLE_TYPES, v.type);
  return `${name}${type ? ` (${type})` : ""}${v.inop ? ", does not run" : ""}`;
}

function placeOf(doc: LeadDocument, end: "origin" | "destination"): string {
  const country = doc[`${end}_country`];
  if (!country) return "";
  return knownPlaceText({
    postalCode: doc[`${end}_postal_code`] ?? undefined,
    city: doc[`${end}_city`] ?? undefined,
    state: doc[`${end}_state`] ?? undefined,
    country,
  });
}

function transportOf(doc: LeadDocument): string | null {
  const method = oneOf(SHIPPING_METHODS, doc.shipping_method);
  const type = oneOf(TRANSPORT_TYPES, doc.transport_type);
  return [method, type && `${type} transport`].filter(Boolean).join(", ") || null;
}

export function customerMessage(doc: LeadDocument): CustomerMessage {
  return {
    firstName: doc.first_name,
    leadNumber: doc.lead_number,
    origin: placeOf(doc, "origin"),
    destination: placeOf(doc, "destination"),
    // A date the calendar cannot read (or none) is left to the agent rather than echoed.
    shipDate:
      doc.ship_date && ISO_DAY.test(doc.ship_date) ? formatLongDate(doc.ship_date) : "to be agreed with your agent",
    vehicles: doc.vehicles.map(vehicleLine),
    transport: transportOf(doc),
    international: doc.kind === "international",
    estimate: estimateView(doc.estimate),
    consentGiven: doc.consent_given === 1,
  };
}
