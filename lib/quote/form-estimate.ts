import type { EstimateResult } from "@/lib/estimate";
import type { QuotePlace, QuoteFormValues } from "./form-schema";
import { quoteEstimate, type QuoteFacts, type QuotePoint } from "./quote-estimate";

/**
 * The instant estimate for what the form holds, or undefined while something it needs (picked places
 * with coordinates, complete vehicles) is missing. The estimator itself decides what it accepts.
 */

function point(place: QuotePlace | null): QuotePoint | undefined {
  if (!place || place.lat === undefined || place.lng === undefined) return undefined;
  return {
    lat: place.lat,
    lng: place.lng,
    country: place.country.toUpperCase(),
    state: /^[A-Za-z]{2,3}$/.test(place.state) ? place.state.toUpperCase() : undefined,
  };
}

function formFacts(values: QuoteFormValues): QuoteFacts | undefined {
  const origin = point(values.origin);
  const destination = point(values.destination);
  if (!origin || !destination) return undefined;
  return {
    mode: values.mode,
    origin,
    destination,
    vehicles: values.vehicles.map((v) => ({ type: v.type, inop: v.running === "No" })),
    transportType: values.transportType === "" ? undefined : values.transportType,
    shipDate: values.shipDate,
    shippingMethod: values.shippingMethod === "" ? undefined : values.shippingMethod,
  };
}

export function formEstimate(values: QuoteFormValues): EstimateResult | undefined {
  const facts = formFacts(values);
  return facts && quoteEstimate(facts);
}
