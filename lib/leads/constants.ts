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
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const CUSTOMER_EMAIL_CHANNEL = "customer-email" satisfies DeliveryChannel;
/**
 * The channels that write to a visitor rather than to sales. The worker claims every due sales and CRM row
 * before any of these, so however many visitor e-mails wait, they never hold back a lead.
 */
export const VISITOR_CHANNELS: readonly DeliveryChannel[] = [CUSTOMER_EMAIL_CHANNEL];

/**
 * An outbox row's life: pending → sending (claimed) → done, or back to pending with a later try, or dead (kept
 * for a human). A row that must not be sent at all (a visitor e-mail over its recipient's budget) is stored
 * skipped, its reason in last_error, so the lead records why.
 */
export const OUTBOX_STATUS = {
  pending: "pending",
  sending: "sending",
  done: "done",
  dead: "dead",
  skipped: "skipped",
} as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[keyof typeof OUTBOX_STATUS];

/**
 * The windows of the visitor e-mail budgets (their limits: RATE_LIMIT_VISITOR_EMAILS and
 * RATE_LIMIT_VISITOR_EMAILS_PER_DOMAIN). Over either, the visitor's e-mail is skipped, never the lead: whoever
 * types a stranger's address into the form many times cannot make the site mail that stranger more than
 * that, nor a whole company's domain.
 */
export const RECIPIENT_WINDOWS_MS = { mailbox: 24 * 60 * 60 * 1000, domain: 60 * 60 * 1000 } as const;
/** The reason a skipped visitor e-mail keeps (outbox.last_error). */
export const RECIPIENT_OVER_LIMIT = "Visitor e-mail skipped: its recipient reached the limit of e-mails in the window";
