/**
 * Database-backed rate-limit buckets: each counts hits per client separately, with its limit from
 * lib/config/server-env.ts. (The lookups count in memory instead: see lib/rate-limit/memory.ts.)
 */
export const RATE_LIMIT_BUCKETS = {
  /** Lead-creating calls; RATE_LIMIT_LEADS per RATE_LIMIT_LEADS_WINDOW_SECONDS. */
  leads: "leads",
  /** Visitor e-mails per mailbox (lib/leads/recipient-budget.ts); the key is the address's keyed hash. */
  recipient: "recipient",
  /** Visitor e-mails per recipient domain, across its mailboxes. */
  recipientDomain: "recipient-domain",
} as const;
