import type { ColumnType, Selectable } from "kysely";
import type { OpportunityStatus } from "@/lib/booking";
import type { DeliveryChannel, OutboxStatus } from "@/lib/leads";

/**
 * The tables of both engines. Portable types only: text (ISO-8601 UTC times, JSON documents), integer
 * (flags 0/1, counts) and bigint (epoch milliseconds, read back as numbers on both engines).
 */
export interface LeadsTable {
  id: string;
  lead_number: string;
  /** Which endpoint took it: sdk (call 6), international (call 7), simple (call 9). */
  kind: string;
  origin_postal_code: string | null;
  origin_city: string | null;
  origin_state: string | null;
  origin_country: string | null;
  destination_postal_code: string | null;
  destination_city: string | null;
  destination_state: string | null;
  destination_country: string | null;
  ship_date: string;
  transport_type: string | null;
  shipping_method: string | null;
  /** JSON array of { make, model, year, inop, type, name? } (lib/leads/lead-record.ts StoredVehicle). */
  vehicles_json: string;
  first_name: string;
  email: string;
  phone: string;
  lead_type: string | null;
  template_id: string | null;
  source_key: string | null;
  marketing_id: string | null;
  attribution_id: string | null;
  source: string | null;
  fbclid: string | null;
  /** JSON { first?, last? } of the visit's touches (lib/quote/attribution-keys.ts Touches), migration 0004. */
  attribution_json: string | null;
  consent_given: number;
  consent_text: string | null;
  consent_shown_at: string | null;
  ip_hash: string;
  user_agent: string | null;
  /** The server's own estimate of the lead (lib/leads/lead-estimate.ts); null when it could not price it. */
  estimate_json: string | null;
  /** The validated payload as received, for anything the columns do not carry. */
  payload_json: string;
  created_at: string;
  /**
   * JSON of what the conversion report-back needs (lib/conversions ConversionCapture): click ids with their
   * first-seen times, the pixel's and GA's cookies, the page, GPC and the opt-out (migration 0008).
   */
  conversion_json: ColumnType<string | null, string | null | undefined, string | null>;
}

interface LeadSequencesTable {
  /** YYMM */
  period: string;
  value: number;
}

interface OpportunitiesTable {
  id: string;
  token: string;
  request_json: string;
  status: OpportunityStatus;
  /** JSON of the chosen window, { kind, from, to, low, high }, written by updateConfirmation when the visitor confirms on the booking page. */
  pickup_window: string | null;
  ip_hash: string;
  user_agent: string | null;
  created_at: string;
  expires_at: string;
  /** Contact details and consent given on the booking page (migration 0002). */
  first_name: string | null;
  email: string | null;
  phone: string | null;
  consent_given: ColumnType<number, number | undefined, number>;
  consent_text: string | null;
  consent_shown_at: string | null;
  /** When the visitor confirmed a pickup window; null until then. */
  confirmed_at: string | null;
}

interface IdempotencyKeysTable {
  key: string;
  /** Null while the first request holding the key is still inside its transaction. */
  response_json: string | null;
  /** SHA-256 of the request's validated body (migration 0003); null on rows written before it. */
  request_hash: string | null;
  created_at: ColumnType<number, number, number>;
}

interface RateLimitsTable {
  bucket: string;
  key: string;
  window_start: ColumnType<number, number, number>;
  count: number;
}

interface OutboxTable {
  id: string;
  /** The lead to deliver, or null for a row that delivers an opportunity (migration 0005); never both. */
  lead_id: string | null;
  /** A quick-calculator request's confirmation e-mail, sent before any lead exists. */
  opportunity_id: ColumnType<string | null, string | null | undefined, string | null>;
  channel: DeliveryChannel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: ColumnType<number, number, number>;
  locked_until: ColumnType<number | null, number | null, number | null>;
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** A conversion export's conversion ("lead" or "booking"); null on other channels' rows (migration 0008). */
  conversion: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why a conversion export was skipped (status "skipped"): gpc, opt-out, no-click-id, no-client-id. */
  skip_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The raw client IP for Meta's match, kept only while the row is pending: cleared once it is done or dead. */
  client_ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  leads: LeadsTable;
  lead_sequences: LeadSequencesTable;
  opportunities: OpportunitiesTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type OpportunityRow = Selectable<OpportunitiesTable>;
