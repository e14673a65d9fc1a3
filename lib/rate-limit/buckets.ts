/** Rate-limit buckets: each counts hits per client separately, with its limit from lib/config/env.ts. */
export const RATE_LIMIT_BUCKETS = {
  /** Lead-creating calls; RATE_LIMIT_LEADS per RATE_LIMIT_LEADS_WINDOW_SECONDS. */
  leads: "leads",
  /** Place, port and vehicle lookups; RATE_LIMIT_LOOKUPS per RATE_LIMIT_LOOKUPS_WINDOW_SECONDS. */
  lookups: "lookups",
} as const;
