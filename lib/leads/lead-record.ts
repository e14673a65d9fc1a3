import type { LeadsTable } from "@/lib/db/schema";
import type { InternationalLeadPayload, QuickQuoteQuery, SimpleCreatePayload, SimpleCreateSdkPayload, Touches, Consent } from "@/lib/quote";
import type { LeadKind } from "./constants";

/**
 * One vehicle as vehicles_json keeps it. `name` is the visitor's own ("Dad's truck"), only when they gave
 * one: leads stored before the name field, and from endpoints without it, have none.
 */
export type StoredVehicle = { make: string; model: string; year: number; inop: number; type: string | null; name?: string };

/**
 * The payload columns come from the table's own type (lib/db/schema.ts), so a column added there must be
 * filled here too; vehicles and consent are stored in their own shapes.
 */
type PayloadColumns = Omit<
  LeadsTable,
  | "id"
  | "lead_number"
  | "kind"
  | "vehicles_json"
  | "attribution_json"
  | "consent_given"
  | "consent_text"
  | "consent_shown_at"
  | "ip_hash"
  | "user_agent"
  | "estimate_json"
  | "payload_json"
  | "created_at"
>;

export type LeadFields = PayloadColumns & {
  kind: LeadKind;
  vehicles: StoredVehicle[];
  consent: { given: boolean; text: string; shownAt: string } | null;
  /** The visit's first and last touch; null when the client sent none (or only values that were dropped). */
  attribution: Touches | null;
};

/** A confirmed booking: the quick calculator's request, completed and confirmed on the booking page. */
export type BookingLeadPayload = {
  request: QuickQuoteQuery;
  contact: { firstName: string; email: string; phone: string };
  consent: Consent;
  pickupWindow: { kind: string; from: string; to: string; low?: number; high?: number };
};

export type LeadPayload =
  | { kind: "sdk"; payload: SimpleCreateSdkPayload }
  | { kind: "international"; payload: InternationalLeadPayload }
  | { kind: "simple"; payload: SimpleCreatePayload }
  | { kind: "booking"; payload: BookingLeadPayload };

const orNull = (v: string | undefined) => v ?? null;

/**
 * The payload as payload_json keeps it: as received, less the client's own estimate. The only estimate
 * stored is the server's (estimate_json, lib/leads/lead-estimate.ts); a client can send any figure there.
 */
export function storedPayload(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || !("estimate" in payload)) return payload;
  const { estimate: _sentByClient, ...rest } = payload as Record<string, unknown>;
  return rest;
}

export function leadFieldsOf(input: LeadPayload): LeadFields {
  switch (input.kind) {
    case "sdk": {
      const p = input.payload;
      return {
        kind: "sdk",
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
        shipping_method: orNull(p.shipping_method),
        vehicles: p.Vehicles.map((v) => ({
          make: v.vehicle_make,
          model: v.vehicle_model,
          year: v.vehicle_year,
          inop: v.vehicle_inop,
          type: v.vehicle_type,
          name: v.vehicle_name,
        })),
        first_name: p.first_name,
        email: p.email,
        phone: p.phone,
        lead_type: p.lead_type,
        template_id: null,
        source_key: orNull(p.source_key),
        marketing_id: orNull(p.marketing_id),
        attribution_id: orNull(p.id),
        source: orNull(p.source),
        fbclid: orNull(p.fbclid),
        attribution: p.attribution ?? null,
        consent: p.consent ?? null,
      };
    }
    case "international": {
      const p = input.payload;
      return {
        kind: "international",
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
        vehicles: p.vehicles.map((v) => ({ make: v.make, model: v.model, year: v.year, inop: v.inop, type: v.type, name: v.name })),
        first_name: p.firstName,
        email: p.email,
        phone: p.phone,
        lead_type: p.leadType,
        template_id: p.templateId,
        source_key: orNull(p.sourceKey),
        marketing_id: orNull(p.marketingId),
        attribution_id: orNull(p.id),
        source: orNull(p.source),
        fbclid: orNull(p.fbclid),
        attribution: p.attribution ?? null,
        consent: p.consent ?? null,
      };
    }
    case "simple": {
      const p = input.payload;
      return {
        kind: "simple",
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
        attribution_id: orNull(p.id),
        source: orNull(p.source),
        fbclid: orNull(p.fbclid),
        attribution: p.attribution ?? null,
        consent: p.consent ?? null,
      };
    }
    case "booking": {
      const { request: r, contact, consent } = input.payload;
      return {
        kind: "booking",
        origin_postal_code: r.origin_postal_code,
        origin_city: r.origin_city,
        origin_state: r.origin_state,
        origin_country: r.origin_country,
        destination_postal_code: r.destination_postal_code,
        destination_city: r.destination_city,
        destination_state: r.destination_state,
        destination_country: r.destination_country,
        ship_date: r.ship_date,
        transport_type: r.transport_type,
        shipping_method: null,
        vehicles: r.Vehicles.map((v) => ({
          make: v.vehicle_make,
          model: v.vehicle_model,
          year: v.vehicle_year,
          inop: v.vehicle_inop,
          type: v.vehicle_type,
        })),
        first_name: contact.firstName,
        email: contact.email,
        phone: contact.phone,
        lead_type: r.lead_type,
        template_id: null,
        source_key: orNull(r.source_key),
        marketing_id: orNull(r.marketing_id),
        attribution_id: orNull(r.id),
        source: orNull(r.source),
        fbclid: orNull(r.fbclid),
        attribution: r.attribution ?? null,
        consent,
      };
    }
  }
}
