import type { LocatedRoute } from "@/lib/lookups/server";
import { DEFAULT_VEHICLE_TYPE, type QuoteFacts, type SimpleCreatePayload } from "@/lib/quote";
import { campaignColumns, orNull, type KindFields } from "../lead-record";
import type { LeadKindEntry } from "./kind";

function fields(p: SimpleCreatePayload): KindFields {
  return {
    origin_postal_code: p.origin_postal_code,
    origin_city: null,
    origin_state: null,
    origin_country: "US",
    destination_postal_code: p.destination_postal_code,
    destination_city: null,
    destination_state: null,
    destination_country: "US",
    ship_date: p.ship_date,
    transport_type: null,
    shipping_method: null,
    vehicles: [{ make: p.vehicle_make, model: p.vehicle_model, year: p.vehicle_model_year, inop: 0, type: null }],
    first_name: p.first_name,
    email: p.email,
    phone: p.phone,
    lead_type: null,
    template_id: null,
    source_key: null,
    marketing_id: orNull(p.marketing_id),
    ...campaignColumns(p),
    consent: p.consent ?? null,
  };
}

function facts(p: SimpleCreatePayload, route: LocatedRoute): QuoteFacts {
  // The simple form asks neither the vehicle's type nor the trailer: priced as a running car on an open
  // carrier, the defaults the full form starts from.
  return {
    mode: "domestic",
    ...route,
    vehicles: [{ type: DEFAULT_VEHICLE_TYPE, inop: false }],
    transportType: undefined,
    shipDate: p.ship_date,
  };
}

/** Call 9, POST leads/simple-create: the simple domestic configuration (US postal codes only). */
export const simpleKind: LeadKindEntry<SimpleCreatePayload> = { shape: "quote", fields, facts };
