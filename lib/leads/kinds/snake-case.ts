import type { LocatedRoute } from "@/lib/lookups/server";
import type { QuickQuoteQuery, QuoteFacts, SimpleCreateSdkPayload } from "@/lib/quote";
import { orNull } from "../lead-record";

/** The domestic full form (call 6) and the quick calculator (call 8) name their fields alike. */
type SnakeCaseRequest = SimpleCreateSdkPayload | QuickQuoteQuery;

export function snakeCaseRoute(p: SnakeCaseRequest) {
  return {
    origin_postal_code: p.origin_postal_code,
    origin_city: p.origin_city,
    origin_state: p.origin_state,
    origin_country: p.origin_country,
    destination_postal_code: p.destination_postal_code,
    destination_city: p.destination_city,
    destination_state: p.destination_state,
    destination_country: p.destination_country,
    ship_date: p.ship_date,
    transport_type: p.transport_type,
    lead_type: p.lead_type,
    source_key: orNull(p.source_key),
    marketing_id: orNull(p.marketing_id),
  };
}

export function snakeCaseVehicles(p: SnakeCaseRequest) {
  return p.Vehicles.map((v) => ({
    make: v.vehicle_make,
    model: v.vehicle_model,
    year: v.vehicle_year,
    inop: v.vehicle_inop,
    type: v.vehicle_type,
    ...("vehicle_name" in v ? { name: v.vehicle_name } : {}),
  }));
}

/** What a domestic snake_case request is priced from: the lead kinds' estimate and the booking page's. */
export function snakeCaseFacts(p: SnakeCaseRequest, route: LocatedRoute): QuoteFacts {
  return {
    mode: "domestic",
    ...route,
    vehicles: p.Vehicles.map((v) => ({ type: v.vehicle_type, inop: v.vehicle_inop === 1 })),
    transportType: p.transport_type,
    shipDate: p.ship_date,
  };
}
