import type { LeadsTable } from "@/lib/db";
import type { ConversionSignals, Touches } from "@/lib/quote";

/**
 * One vehicle as vehicles_json keeps it. `name` is the visitor's own ("Dad's truck"), only when they gave
 * one: leads stored before the name field, and from endpoints without it, have none.
 */
export type StoredVehicle = {
  make: string;
  model: string;
  year: number;
  inop: number;
  type: string | null;
  name?: string;
};

/**
 * The payload columns come from the table's own type (lib/db/schema.ts), so a column added there must be
 * filled by every kind (./kinds) too; vehicles and consent are stored in their own shapes.
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
  | "ad_consent_given"
  | "ad_consent_text"
  | "ad_consent_shown_at"
  | "ip_hash"
  | "user_agent"
  | "estimate_json"
  | "payload_json"
  | "created_at"
  | "conversion_json"
  | "message"
>;

/** A lead's row before it is numbered and stored, less its kind (the kind table adds it). */
export type KindFields = PayloadColumns & {
  vehicles: StoredVehicle[];
  consent: { given: boolean; text: string; shownAt: string } | null;
  /** What the visitor wrote, on a lead of the "message" shape only (./kinds/contact.ts). */
  message?: string;
  /** The ad-measurement consent, asked by the international form only (lib/conversions reads it); absent elsewhere. */
  adConsent?: { given: boolean; text: string; shownAt: string } | null;
  /** The visit's first and last touch; null when the client sent none (or only values that were dropped). */
  attribution: Touches | null;
  /** What the browser said for the conversion report-back (click ids, GPC, opt-out); lib/conversions keeps its part. */
  signals: ConversionSignals | null;
};

export const orNull = (v: string | undefined) => v ?? null;

/** The trip columns of a lead of the "message" shape: it has no trip, and no vehicle. */
export const NO_TRIP = {
  origin_postal_code: null,
  origin_city: null,
  origin_state: null,
  origin_country: null,
  destination_postal_code: null,
  destination_city: null,
  destination_state: null,
  destination_country: null,
  ship_date: null,
  transport_type: null,
  shipping_method: null,
  vehicles: [],
  lead_type: null,
  template_id: null,
  source_key: null,
} as const satisfies Partial<KindFields>;

/** The campaign columns every kind carries under the same names (the international form camel-cases only marketingId). */
export function campaignColumns(p: {
  id?: string;
  source?: string;
  fbclid?: string;
  attribution?: Touches;
  signals?: ConversionSignals;
}) {
  return {
    attribution_id: orNull(p.id),
    source: orNull(p.source),
    fbclid: orNull(p.fbclid),
    attribution: p.attribution ?? null,
    signals: p.signals ?? null,
  };
}

/**
 * The payload as payload_json keeps it: as received, less the client's own estimate. The only estimate
 * stored is the server's (estimate_json, lib/leads/lead-estimate.ts); a client can send any figure there.
 */
export function storedPayload(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || !("estimate" in payload)) return payload;
  const { estimate: _sentByClient, ...rest } = payload as Record<string, unknown>;
  return rest;
}
