import { safeEstimate, type EstimateInput, type EstimateResult } from "@/lib/estimate";
import type { QuoteVehicleType, ShippingMethod, TransportType } from "@/lib/quote-bounds";
import type { Mode } from "@/lib/quote-bounds";

/**
 * The estimate of a quote from what it says about the shipment, whoever holds it: the form (points from the
 * picked suggestions) or the server (points the lookups give a stored lead's places). One mapping, so the
 * figure the visitor saw and the one stored with the lead are made the same way.
 */

/** The form does not ask for an international tier; roll-on/roll-off is the usual and cheapest way a car goes. */
const FORM_INTERNATIONAL_TIER = "roro";

/** One end of the route: where it lies, and its country and state (the season rules read them). */
export type QuotePoint = { lat: number; lng: number; country: string; state?: string };

export type QuoteFacts = {
  mode: Mode;
  origin: QuotePoint;
  destination: QuotePoint;
  vehicles: readonly { type: QuoteVehicleType; inop: boolean }[];
  transportType: TransportType | undefined;
  shipDate: string;
  /** International quotes only; undefined while none is chosen. */
  shippingMethod?: ShippingMethod;
};

/** The estimator's input for a quote, or undefined when an international quote has no shipping method yet. */
function quoteEstimateInput(facts: QuoteFacts): EstimateInput | undefined {
  const common = {
    origin: facts.origin,
    destination: facts.destination,
    vehicles: facts.vehicles.map((v) => ({ type: v.type, inop: v.inop })),
    transportType: facts.transportType,
    shipDate: facts.shipDate,
  };
  if (facts.mode === "domestic") return { mode: "domestic", ...common };
  if (!facts.shippingMethod) return undefined;
  // A picked port (or a city's own coordinates) stands for the port: the form knows one point per end, so its
  // truck leg is 0 mi, which the estimator leaves out (MIN_ROAD_LEG_MILES) rather than price as a trip.
  return {
    mode: "international",
    ...common,
    shippingMethod: facts.shippingMethod,
    tier: FORM_INTERNATIONAL_TIER,
    originPort: { lat: facts.origin.lat, lng: facts.origin.lng },
    destinationPort: { lat: facts.destination.lat, lng: facts.destination.lng },
  };
}

/** The estimate of a quote, or undefined when the estimator cannot price it (a missing fact, a route it does not serve). */
export function quoteEstimate(facts: QuoteFacts): EstimateResult | undefined {
  const input = quoteEstimateInput(facts);
  if (!input) return undefined;
  const result = safeEstimate(input);
  return result.success ? result.data : undefined;
}
