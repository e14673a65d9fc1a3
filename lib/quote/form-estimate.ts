import { safeEstimate, type EstimateInput, type EstimateResult } from "@/lib/estimate";
import type { Place, QuoteFormValues } from "./form-schema";

/**
 * The instant estimate for what the form holds, or undefined while something it needs (picked places
 * with coordinates, complete vehicles) is missing. The estimator itself decides what it accepts.
 */

/** The form does not ask for an international tier; roll-on/roll-off is the usual and cheapest way a car goes. */
export const FORM_INTERNATIONAL_TIER = "roro";

function point(place: Place | null) {
  if (!place || place.lat === undefined || place.lng === undefined) return undefined;
  return {
    lat: place.lat,
    lng: place.lng,
    country: place.country.toUpperCase(),
    state: /^[A-Za-z]{2,3}$/.test(place.state) ? place.state.toUpperCase() : undefined,
  };
}

export function formEstimateInput(values: QuoteFormValues): EstimateInput | undefined {
  const origin = point(values.origin);
  const destination = point(values.destination);
  if (!origin || !destination) return undefined;
  const common = {
    origin,
    destination,
    vehicles: values.vehicles.map((v) => ({ type: v.type, inop: v.running === "No" })),
    transportType: values.transportType === "" ? undefined : values.transportType,
    shipDate: values.shipDate,
  };
  if (values.mode === "domestic") return { mode: "domestic", ...common };
  if (values.shippingMethod === "") return undefined;
  // A picked port (or a city's own coordinates) stands for the port: the truck leg is then the lookup's distance.
  return {
    mode: "international",
    ...common,
    shippingMethod: values.shippingMethod,
    tier: FORM_INTERNATIONAL_TIER,
    originPort: { lat: origin.lat, lng: origin.lng },
    destinationPort: { lat: destination.lat, lng: destination.lng },
  };
}

export function formEstimate(values: QuoteFormValues): EstimateResult | undefined {
  const input = formEstimateInput(values);
  if (!input) return undefined;
  const result = safeEstimate(input);
  return result.success ? result.data : undefined;
}
