import type { LocatedRoute } from "@/lib/lookups/server";
import type { InternationalLeadPayload, QuoteFacts } from "@/lib/quote";
import { campaignColumns, orNull, type KindFields } from "../lead-record";
import type { LeadKindEntry } from "./kind";

function fields(p: InternationalLeadPayload): KindFields {
  return {
    origin_postal_code: orNull(p.originPostalCode),
    origin_city: p.originCity,
    origin_state: orNull(p.originState),
    origin_country: p.originCountry,
    destination_postal_code: orNull(p.destinationPostalCode),
    destination_city: p.destinationCity,
    destination_state: orNull(p.destinationState),
    destination_country: p.destinationCountry,
    ship_date: p.shipDate,
    transport_type: p.transportType,
    shipping_method: p.shippingMethod,
    vehicles: p.vehicles.map((v) => ({
      make: v.make,
      model: v.model,
      year: v.year,
      inop: v.inop,
      type: v.type,
      name: v.name,
    })),
    first_name: p.firstName,
    email: p.email,
    phone: p.phone,
    lead_type: p.leadType,
    template_id: p.templateId,
    source_key: orNull(p.sourceKey),
    marketing_id: orNull(p.marketingId),
    ...campaignColumns(p),
    consent: p.consent ?? null,
    adConsent: p.adConsent ?? null,
  };
}

function facts(p: InternationalLeadPayload, route: LocatedRoute): QuoteFacts {
  return {
    mode: "international",
    ...route,
    vehicles: p.vehicles.map((v) => ({ type: v.type, inop: v.inop === 1 })),
    transportType: p.transportType,
    shipDate: p.shipDate,
    shippingMethod: p.shippingMethod,
  };
}

/** Call 7, POST lead: the international form, camelCase as the CRM's international template wants it. */
export const internationalKind: LeadKindEntry<InternationalLeadPayload> = { shape: "quote", fields, facts };
