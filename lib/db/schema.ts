import type { ColumnType, Selectable } from "kysely";

/**
 * The values of the columns that hold one of a few names. They are declared here, at the bottom, and the
 * domains derive their own types and constants from them (lib/leads, lib/booking, lib/conversions), so the
 * storage layer never imports a domain above it.
 */

/**
 * Which endpoint took a lead: sdk (call 6), international (call 7), simple (call 9), a confirmed booking, or a
 * contact message (POST contact). lib/leads/lead-kinds.ts says each kind's shape, a quote or a message.
 */
export type LeadKind = "sdk" | "international" | "simple" | "booking" | "contact";
/** An opportunity (a quick-calculator request behind a booking link) is new until the visitor confirms it. */
export type OpportunityStatus = "new" | "confirmed";
/** A confirmed booking's shipment, from booked to delivered or cancelled (lib/shipments has the rules between them). */
export type ShipmentStatus =
  "booked" | "carrier_assigned" | "pickup_rescheduled" | "picked_up" | "in_transit" | "delivered" | "cancelled";
/** An outbox row's life (lib/leads/constants.ts OUTBOX_STATUS says what each means). */
export type OutboxStatus = "pending" | "sending" | "done" | "tested" | "dead" | "skipped";
/** The outbox's channels: lib/leads's DELIVERY_CHANNELS, then lib/conversions's CONVERSION_DESTINATIONS. */
export type OutboxChannel =
  "email" | "webhook" | "customer-email" | "meta-capi" | "google-data-manager" | "ga4-mp" | "stripe" | "payment-email";
/** A charge or a refund (lib/payments/constants.ts says what each stage and status means). */
export type PaymentKind = "charge" | "refund";
export type PaymentStage = "deposit" | "cancellation";
export type PaymentStatus = "queued" | "succeeded" | "requires_action" | "declined" | "no_card" | "refused";
/** What a payment e-mail tells, and to whom (lib/payments/notices.ts writes each). */
export type PaymentNotice = "card_saved" | "charged" | "requires_action" | "declined" | "no_card" | "refunded";
export type NoticeRecipient = "visitor" | "sales";

/**
 * A pickup window as an opportunity records it once chosen (its pickup_window), as the booking lead's payload
 * carries it, and as delivery reads it back: the kind, its first and last day, and the price shown then.
 */
export type ConfirmedWindow = { kind: string; from: string; to: string; low?: number; high?: number };

/**
 * The tables of both engines. Portable types only: text (ISO-8601 UTC times, JSON documents), integer
 * (flags 0/1, counts) and bigint (epoch milliseconds, read back as numbers on both engines).
 */
export interface LeadsTable {
  id: string;
  lead_number: string;
  kind: LeadKind;
  origin_postal_code: string | null;
  origin_city: string | null;
  origin_state: string | null;
  origin_country: string | null;
  destination_postal_code: string | null;
  destination_city: string | null;
  destination_state: string | null;
  destination_country: string | null;
  /** Null for a message (migration 0015): a lead of the "message" shape has no trip. */
  ship_date: string | null;
  transport_type: string | null;
  shipping_method: string | null;
  /** JSON array of { make, model, year, inop, type, name? } (lib/leads/lead-record.ts StoredVehicle); [] for a message. */
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
  /** JSON { first?, last? } of the visit's touches (lib/attribution/keys.ts Touches), migration 0004. */
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
  /**
   * The ad-measurement consent the international form asks for, kept like the contact consent: 1 when ticked,
   * the exact text and when it was shown (migration 0010). Google's consent fields and the no-consent skip read it.
   */
  ad_consent_given: ColumnType<number, number | undefined, number>;
  ad_consent_text: ColumnType<string | null, string | null | undefined, string | null>;
  ad_consent_shown_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What a message lead's visitor wrote (migration 0015); null on quotes. */
  message: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** JSON of the chosen ConfirmedWindow, written by updateConfirmation when the visitor confirms on the booking page. */
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
  /** The booking lead the confirmation made (migration 0013); null until confirmed. */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The lead to deliver; null only on the quick calculator's old rows (migration 0005). */
  lead_id: string | null;
  /**
   * The quick calculator's confirmation e-mail, sent before any lead existed until it stopped mailing
   * (migration 0006 skipped the queued ones); nothing writes it now, housekeeping deletes the old rows.
   */
  opportunity_id: ColumnType<string | null, string | null | undefined, string | null>;
  channel: OutboxChannel;
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
  /**
   * Why a row was skipped (status "skipped"): a conversion export's gpc, opt-out, no-click-id, no-client-id
   * (migration 0008), or a visitor e-mail's budget (lib/leads/constants.ts VISITOR_EMAIL_SKIPS).
   */
  skip_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The raw client IP for Meta's match, kept only while the row is pending: cleared once it is done or dead. */
  client_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** A shipment status change told to the visitor or sales (migration 0009); lead_id is then its booking's lead. */
  shipment_event_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Google Data Manager's request id while its asynchronous ingest is checked (migration 0011). */
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When sales were told this dead row will not be delivered (epoch ms; 0: died before alerts, migration 0011). */
  alerted_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** A signed order told to the visitor (its PDF attached) and to sales (migration 0013); lead_id is its booking's. */
  signed_order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A booking's order as the visitor signed it (migration 0013); its rules and words live in lib/orders. */
interface SignedOrdersTable {
  id: string;
  lead_id: string;
  opportunity_id: string;
  terms_version: string;
  /** The canonical JSON of the order (lib/orders canonicalJson): exactly the bytes order_sha256 is the hash of. */
  order_json: string;
  order_sha256: string;
  /** The full name as typed, the signature. */
  signer_name: string;
  signed_at: string;
  ip_hash: string;
  user_agent: string | null;
  /** The E-SIGN consumer disclosure consented to, and when (lib/orders/disclosure.ts). */
  disclosure_version: string;
  disclosure_consented_at: string;
  /** The sealed PDF (PAdES), base64, and the SHA-256 of its bytes. */
  pdf_base64: string;
  pdf_sha256: string;
}

/** A confirmed booking's shipment (migration 0009); statuses and their rules live in lib/shipments. */
interface ShipmentsTable {
  id: string;
  lead_id: string;
  opportunity_id: string;
  status: ShipmentStatus;
  /** When the current status happened, as its event said; null while the shipment is only booked. */
  status_occurred_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Every status event received for a shipment, once per webhook id, applied or kept as late. */
interface ShipmentEventsTable {
  id: string;
  shipment_id: string;
  /** The sender's webhook-id (or the CLI's own id): unique, so a redelivery adds nothing. */
  webhook_id: string;
  status: string;
  /** JSON of the status's fields (carrier, dates, reason…), as lib/shipments validated them. */
  details_json: string;
  occurred_at: string;
  received_at: string;
  /** webhook or cli. */
  source: string;
  /** applied: it moved the current status; late: kept in the history only. */
  effect: string;
}

/**
 * A consumer who opted out or sent GPC, by the keyed hash (lib/leads/ip-hash.ts) of their normalised e-mail or
 * E.164 phone, one row each (migration 0010): none of their later leads is exported (lib/leads/consumer-opt-outs.ts).
 */
interface ConsumerOptOutsTable {
  identity_hash: string;
  /** What made it: the opt-out (page or cookie) or a GPC signal (lib/conversions SKIP_REASONS' names). */
  source: string;
  created_at: string;
}

/** A booking's card on file (migration 0014): a Checkout session in setup mode, then its payment method once saved. */
interface PaymentCardsTable {
  lead_id: string;
  customer_id: string;
  checkout_session_id: string;
  /** The open session's hosted page, reused until it expires, so reloading the link makes no second session. */
  checkout_url: string;
  checkout_expires_at: string;
  setup_intent_id: string | null;
  payment_method_id: string | null;
  brand: string | null;
  last4: string | null;
  created_at: string;
  /** Null until Stripe says the card is saved (the webhook, or the return from Checkout). */
  saved_at: string | null;
}

/** One charge or refund, sent by its outbox row with its idempotency key (lead number + stage). */
interface PaymentsTable {
  id: string;
  lead_id: string;
  kind: PaymentKind;
  stage: PaymentStage;
  amount_cents: number;
  currency: string;
  /** The signed order's total: what all charges together may never exceed. */
  signed_cents: number;
  order_sha256: string;
  idempotency_key: string;
  outbox_id: string;
  /** A refund's charge. */
  refund_of: string | null;
  status: PaymentStatus;
  /** The PaymentIntent (pi_…) or Refund (re_…). */
  stripe_id: string | null;
  /** Where the visitor authenticates a charge their bank held (requires_action). */
  action_url: string | null;
  failure: string | null;
  created_at: string;
  settled_at: string | null;
}

/** An outbox row that e-mails a money event to the visitor or sales. */
interface PaymentNoticesTable {
  outbox_id: string;
  lead_id: string;
  payment_id: string | null;
  notice: PaymentNotice;
  recipient: NoticeRecipient;
}

/** Each Stripe webhook event handled, once per event id. */
interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
  outcome: string;
}

export interface Database {
  leads: LeadsTable;
  lead_sequences: LeadSequencesTable;
  opportunities: OpportunitiesTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  shipments: ShipmentsTable;
  shipment_events: ShipmentEventsTable;
  consumer_opt_outs: ConsumerOptOutsTable;
  signed_orders: SignedOrdersTable;
  payment_cards: PaymentCardsTable;
  payments: PaymentsTable;
  payment_notices: PaymentNoticesTable;
  stripe_events: StripeEventsTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type OpportunityRow = Selectable<OpportunitiesTable>;
export type ShipmentRow = Selectable<ShipmentsTable>;
export type ShipmentEventRow = Selectable<ShipmentEventsTable>;
export type SignedOrderRow = Selectable<SignedOrdersTable>;
export type PaymentCardRow = Selectable<PaymentCardsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
