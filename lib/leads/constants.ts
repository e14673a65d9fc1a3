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
 * The windows of the visitor e-mail budgets (lib/leads/visitor-email-budget.ts; their limits:
 * RATE_LIMIT_VISITOR_EMAILS, …_PER_CLIENT and …_PER_HOUR). Over any, the visitor's e-mail is skipped, never
 * the lead: whoever types strangers' addresses into the form cannot make the site mail one of them more than
 * its mailbox's budget, nor anyone more than their own client's, and all of them together no more than the
 * hourly ceiling. No budget is one strangers can spend for others: there is no per-domain budget, which junk
 * to random addresses of one provider would empty for every real visitor of that provider.
 */
export const VISITOR_EMAIL_WINDOWS_MS = {
  mailbox: 24 * 60 * 60 * 1000,
  client: 24 * 60 * 60 * 1000,
  ceiling: 60 * 60 * 1000,
} as const;
/** Why a visitor e-mail was stored skipped (outbox.skip_reason), and the sentence its row keeps (last_error). */
export const VISITOR_EMAIL_SKIPS = {
  mailbox: {
    reason: "recipient-limit",
    sentence: "Visitor e-mail skipped: its recipient reached the limit of e-mails in the window",
  },
  client: {
    reason: "client-limit",
    sentence: "Visitor e-mail skipped: the client that sent the request reached its limit of visitor e-mails",
  },
  ceiling: {
    reason: "hourly-ceiling",
    sentence: "Visitor e-mail skipped: the site reached its hourly ceiling of visitor e-mails",
  },
  /** The first skip of an hour over the ceiling: sales' copy of its lead carries the alert. */
  ceilingReached: {
    reason: "hourly-ceiling-reached",
    sentence:
      "Visitor e-mail skipped: this lead reached the site's hourly ceiling of visitor e-mails; sales was alerted",
  },
} as const;
export type VisitorEmailSkip = keyof typeof VISITOR_EMAIL_SKIPS;

/** What sales' copy of the lead that reached the hourly ceiling of visitor e-mails says first. */
export const VISITOR_EMAIL_CEILING_ALERT = {
  subject: "ALERT visitor e-mails paused",
  text: [
    "ALERT: this lead reached the site's hourly ceiling of visitor e-mails (RATE_LIMIT_VISITOR_EMAILS_PER_HOUR).",
    "Until the hour is over, visitors get no confirmation e-mail; every lead is still stored and sent to you.",
    "A sudden wave of leads usually means a script is posting them: check the leads of the last hour.",
  ].join("\n"),
} as const;
