import { CLIENT_IP_WINDOW_MS } from "@/lib/conversions";
import type { Db } from "@/lib/db";
import { pruneRateLimits } from "@/lib/rate-limit";
import { IDEMPOTENCY_KEY_TTL_MS, OUTBOX_STATUS } from "../constants";
import { pruneIdempotencyKeys } from "../idempotency";

/** Rate-limit counters are dropped this long after their window started: longer than any window. */
const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60 * 1000;

/** Outbox rows that will never be sent again. */
const SETTLED = [OUTBOX_STATUS.done, OUTBOX_STATUS.dead];

type PrunedOpportunities = { opportunities: number; outboxRows: number };

/**
 * Deletes quick-calculator requests that expired unconfirmed (nobody can open or confirm them any more),
 * with their settled outbox rows first, since those reference them. One with an outbox row still pending or
 * being sent stays until the row settles; a confirmed one stays (it is the record of what the visitor chose).
 */
async function pruneExpiredOpportunities(db: Db, now: number = Date.now()): Promise<PrunedOpportunities> {
  const cutoff = new Date(now).toISOString();
  const expired = db
    .selectFrom("opportunities")
    .select("id")
    .where("expires_at", "<=", cutoff)
    .where("confirmed_at", "is", null);
  const outbox = await db
    .deleteFrom("outbox")
    .where("opportunity_id", "in", expired)
    .where("status", "in", SETTLED)
    .executeTakeFirst();
  const opportunities = await db
    .deleteFrom("opportunities")
    .where("expires_at", "<=", cutoff)
    .where("confirmed_at", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("outbox").select("outbox.id").whereRef("outbox.opportunity_id", "=", "opportunities.id"))),
    )
    .executeTakeFirst();
  return { opportunities: Number(opportunities.numDeletedRows), outboxRows: Number(outbox.numDeletedRows) };
}

/**
 * A row sent in Meta's test mode keeps the raw client IP for its real send once the mode is off; once the window
 * of every destination that keeps one has passed no send will come, so the IP goes.
 */
async function clearStaleTestIps(db: Db, now: number): Promise<void> {
  const cutoff = new Date(now - CLIENT_IP_WINDOW_MS).toISOString();
  await db
    .updateTable("outbox")
    .set({ client_ip: null })
    .where("status", "=", OUTBOX_STATUS.tested)
    .where("client_ip", "is not", null)
    .where("created_at", "<", cutoff)
    .execute();
}

/**
 * What the delivery worker clears once an hour: used idempotency keys, old rate counters, expired requests, and
 * client IPs no send will use.
 */
export async function housekeep(db: Db, now: number = Date.now()): Promise<PrunedOpportunities> {
  await pruneIdempotencyKeys(db, IDEMPOTENCY_KEY_TTL_MS, now);
  await pruneRateLimits(db, RATE_LIMIT_ROW_TTL_MS, now);
  await clearStaleTestIps(db, now);
  return pruneExpiredOpportunities(db, now);
}
