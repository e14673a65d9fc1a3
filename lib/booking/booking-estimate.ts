import type { EstimateResult } from "@/lib/estimate";
import { type QuickQuoteQuery, quoteEstimate } from "@/lib/quote";
import type { RoutePoint } from "./route-points";

/** The estimate of a quick-calculator request, from the points the lookups found for its two ends. */
export function estimateRequest(
  request: QuickQuoteQuery,
  origin: RoutePoint,
  destination: RoutePoint,
): EstimateResult | undefined {
  return quoteEstimate({
    mode: "domestic",
    origin: { lat: origin.lat, lng: origin.lng, country: origin.country, state: origin.state },
    destination: { lat: destination.lat, lng: destination.lng, country: destination.country, state: destination.state },
    vehicles: request.Vehicles.map((v) => ({ type: v.vehicle_type, inop: v.vehicle_inop === 1 })),
    transportType: request.transport_type,
    shipDate: request.ship_date,
  });
}
