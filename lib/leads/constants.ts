import type { ConversionDestination } from "@/lib/conversions";

/** Time limits and names of the lead intake, in one place. */

/** The same Idempotency-Key within this window gets the first answer again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Two identical bodies from one client within this window (a double click without a key) make one lead. */
export const DUPLICATE_BODY_TTL_MS = 10 * 1000;

/**
 * Every lead gets one outbox row per channel; channels that are not configured simply wait. `email` is the
 * sales team's copy, `webhook` the CRM's, `customer-email` the visitor's confirmation (also sent for a quick
 * calculator request that carries an e-mail address, before there is a lead).
 */
export const DELIVERY_CHANNELS = ["email", "webhook", "customer-email"] as const;
/** The delivery channels, and the conversion destinations (lib/conversions) whose exports the same outbox sends. */
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number] | ConversionDestination;
export const CUSTOMER_EMAIL_CHANNEL = "customer-email" satisfies DeliveryChannel;

/**
 * An outbox row's life: pending → sending (claimed) → done, or back to pending with a later try, or dead (kept
 * for a human). A conversion export may start skipped (never claimed), its skip_reason saying why.
 */
export const OUTBOX_STATUS = {
  pending: "pending",
  sending: "sending",
  done: "done",
  dead: "dead",
  skipped: "skipped",
} as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[keyof typeof OUTBOX_STATUS];
