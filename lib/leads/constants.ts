import type { OutboxChannel, OutboxStatus } from "@/lib/db";

/** Time limits and names of the lead intake, in one place. */

/** The same Idempotency-Key within this window gets the first answer again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Two identical bodies from one client within this window (a double click without a key) make one lead. */
export const DUPLICATE_BODY_TTL_MS = 10 * 1000;

/**
 * Every lead gets one outbox row per channel; channels that are not configured simply wait. `email` is the
 * sales team's copy, `webhook` the CRM's, `customer-email` the visitor's confirmation.
 */
export const DELIVERY_CHANNELS = ["email", "webhook", "customer-email"] as const satisfies readonly OutboxChannel[];
/** The delivery channels, and the conversion destinations (lib/conversions) whose exports the same outbox sends. */
export type DeliveryChannel = OutboxChannel;
export const CUSTOMER_EMAIL_CHANNEL = "customer-email" satisfies DeliveryChannel;
/**
 * The channels that hand a lead to the broker's people: the worker claims every due row of these before any
 * other (the visitor's e-mails, the ad platforms' conversions), so however many of those wait, they never hold
 * back a lead.
 */
export const SALES_CHANNELS: readonly DeliveryChannel[] = ["email", "webhook"];

/**
 * An outbox row's life: pending → sending (claimed) → done once the receiver accepted it, or back to pending
 * with a later try (or to check an asynchronous ingest), or dead past its channel's horizon (kept for a human,
 * who is told once). tested: sent in a platform's test mode, which counts nothing; it is sent for real once
 * that mode is off. A row that must not be sent at all is stored skipped, never claimed, its skip_reason saying
 * why: a visitor e-mail over its recipient's budget, a conversion export the visitor opted out of.
 */
export const OUTBOX_STATUS = {
  pending: "pending",
  sending: "sending",
  done: "done",
  tested: "tested",
  dead: "dead",
  skipped: "skipped",
} as const satisfies { [S in OutboxStatus]: S };
export type { OutboxStatus };

/**
 * The windows of the visitor e-mail budgets (their limits: RATE_LIMIT_VISITOR_EMAILS and
 * RATE_LIMIT_VISITOR_EMAILS_PER_DOMAIN). Over either, the visitor's e-mail is skipped, never the lead: whoever
 * types a stranger's address into the form many times cannot make the site mail that stranger more than
 * that, nor a whole company's domain.
 */
export const RECIPIENT_WINDOWS_MS = { mailbox: 24 * 60 * 60 * 1000, domain: 60 * 60 * 1000 } as const;
/** The skip_reason of a visitor e-mail over its recipient's budget. */
export const RECIPIENT_LIMIT_SKIP = "recipient-limit";
/** The sentence a skipped visitor e-mail keeps (outbox.last_error), for whoever reads the row. */
export const RECIPIENT_OVER_LIMIT = "Visitor e-mail skipped: its recipient reached the limit of e-mails in the window";
