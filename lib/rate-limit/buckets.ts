/**
 * Database-backed rate-limit buckets: each counts hits per client separately, with its limit from
 * lib/config/server-env.ts. (The lookups count in memory instead: see lib/rate-limit/memory.ts.)
 */
export const RATE_LIMIT_BUCKETS = {
  /** Lead-creating calls; RATE_LIMIT_LEADS per RATE_LIMIT_LEADS_WINDOW_SECONDS. */
  leads: "leads",
  /** Visitor e-mails per mailbox (lib/leads/visitor-email-budget.ts); the key is the mailbox's keyed hash. */
  recipient: "recipient",
  /** Visitor e-mails per client key (an IPv6 client's whole prefix), hashed. */
  visitorEmailClient: "visitor-email-client",
  /** Every visitor e-mail of the site in the hour, under one key: the ceiling that alerts sales. */
  visitorEmailCeiling: "visitor-email-ceiling",
  /** Shipment status e-mails per shipment per day (lib/shipments). */
  shipmentEmail: "shipment-email",
} as const;
