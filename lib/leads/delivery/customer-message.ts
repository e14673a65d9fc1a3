import { formatLongDate } from "@/lib/dates";
import { formatUsdRange } from "@/lib/estimate/format";
import { estimateResultSchema, type EstimateResult } from "@/lib/estimate";
import { placeText, vehicleLabel, type LeadDocument } from "./lead-document";

/**
 * The facts of a lead as the visitor's e-mails word them for people: the same for a quote from the forms, a
 * confirmed booking (lib/booking adds its pickup window) and a booking's shipment update (lib/shipments).
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

const vehicleLine = (label: string, type: string | null, inop: number) =>
  `${label}${type ? ` (${type})` : ""}${inop ? ", does not run" : ""}`;

export function customerMessage(doc: LeadDocument): CustomerMessage {
  return {
    firstName: doc.first_name,
    leadNumber: doc.lead_number,
    origin: placeText(doc, "origin"),
    destination: placeText(doc, "destination"),
    shipDate: formatLongDate(doc.ship_date),
    vehicles: doc.vehicles.map((v) => vehicleLine(vehicleLabel(v), v.type, v.inop)),
    transport:
      [doc.shipping_method, doc.transport_type && `${doc.transport_type} transport`].filter(Boolean).join(", ") || null,
    international: doc.kind === "international",
    estimate: estimateView(doc.estimate),
    consentGiven: doc.consent_given === 1,
  };
}
