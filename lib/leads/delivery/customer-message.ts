import { formatDays, formatLongDate, WINDOW_RULES, type PickupWindowKind } from "@/lib/booking";
import { formatUsdRange } from "@/lib/estimate/format";
import { estimateResultSchema, type EstimateResult } from "@/lib/estimate";
import { BOOKING_PATH } from "@/lib/seo";
import { estimateForQuickRequest } from "../lead-estimate";
import { placeText, vehicleLabel, type LeadDocument } from "./lead-document";
import type { DeliverySubject, OpportunityDocument } from "./subject";

/**
 * The facts of the visitor's confirmation e-mail, already worded for people: one shape for a quote from the
 * forms, a confirmed booking, and a quick-calculator request (which has a booking link but no lead number yet).
 */
export type CustomerMessage = {
  kind: "quote" | "booking" | "calculator";
  to: string;
  firstName: string;
  leadNumber: string | null;
  origin: string;
  destination: string;
  shipDate: string;
  vehicles: string[];
  /** "Open transport", for an international quote after its shipping method. */
  transport: string | null;
  international: boolean;
  estimate: EstimateView | null;
  bookingUrl: string | null;
  bookingValidUntil: string | null;
  pickupWindow: { label: string; days: string; price: string | null } | null;
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

const vehicleLine = (label: string, type: string | null, inop: number) =>
  `${label}${type ? ` (${type})` : ""}${inop ? ", does not run" : ""}`;

function fromLead(doc: LeadDocument): CustomerMessage {
  const window = doc.pickup_window;
  const windowLabel = window ? (WINDOW_RULES[window.kind as PickupWindowKind]?.label ?? window.kind) : "";
  const international = doc.kind === "international";
  return {
    kind: doc.kind === "booking" ? "booking" : "quote",
    to: doc.email,
    firstName: doc.first_name,
    leadNumber: doc.lead_number,
    origin: placeText(doc, "origin"),
    destination: placeText(doc, "destination"),
    shipDate: formatLongDate(doc.ship_date),
    vehicles: doc.vehicles.map((v) => vehicleLine(vehicleLabel(v), v.type, v.inop)),
    transport:
      [doc.shipping_method, doc.transport_type && `${doc.transport_type} transport`].filter(Boolean).join(", ") || null,
    international,
    estimate: estimateView(doc.estimate),
    bookingUrl: null,
    bookingValidUntil: null,
    pickupWindow: window
      ? {
          label: windowLabel,
          days: formatDays(window.from, window.to),
          price: window.low === undefined ? null : formatUsdRange(window.low, window.high ?? window.low),
        }
      : null,
    consentGiven: doc.consent_given === 1,
  };
}

function fromOpportunity(o: OpportunityDocument, siteUrl: string): CustomerMessage {
  const r = o.request;
  const place = (city: string, state: string, code: string) => [city, state, code, "US"].filter(Boolean).join(", ");
  const estimate = estimateForQuickRequest(r);
  return {
    kind: "calculator",
    to: r.email ?? "",
    firstName: r.first_name ?? "",
    leadNumber: null,
    origin: place(r.origin_city, r.origin_state, r.origin_postal_code),
    destination: place(r.destination_city, r.destination_state, r.destination_postal_code),
    shipDate: formatLongDate(r.ship_date),
    vehicles: r.Vehicles.map((v) =>
      vehicleLine(`${v.vehicle_year} ${v.vehicle_make} ${v.vehicle_model}`, v.vehicle_type, v.vehicle_inop),
    ),
    transport: `${r.transport_type} transport`,
    international: false,
    estimate: estimate ? fullEstimate(estimate) : null,
    bookingUrl: new URL(`${BOOKING_PATH}/${o.token}`, siteUrl).toString(),
    bookingValidUntil: formatLongDate(o.expires_at.slice(0, 10)),
    pickupWindow: null,
    consentGiven: false,
  };
}

export function customerMessage(
  subject: Exclude<DeliverySubject, { kind: "shipment" }>,
  siteUrl: string,
): CustomerMessage {
  return subject.kind === "lead" ? fromLead(subject.lead) : fromOpportunity(subject.opportunity, siteUrl);
}
