import { getEnv } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { RATE_LIMIT_BUCKETS, consume } from "@/lib/rate-limit";
import { VISITOR_EMAIL_WINDOWS_MS, type VisitorEmailSkip } from "./constants";
import { hashIp } from "./ip-hash";
import { mailboxOf } from "./mailbox";

export type VisitorEmailLimits = { perMailbox: number; perClient: number; perHour: number };

/**
 * Who asked for a visitor e-mail: a booking the visitor confirmed on its page (its confirmation is never
 * skipped), or a request from a client, counted under its client key's hash (lib/http clientKey).
 */
export type VisitorEmailAsker = { kind: "booking-page" } | { kind: "client"; clientKeyHash: string };

/** The limits this deployment sets (RATE_LIMIT_VISITOR_EMAILS, …_PER_CLIENT, …_PER_HOUR). */
function visitorEmailLimits(): VisitorEmailLimits {
  const env = getEnv();
  return {
    perMailbox: env.RATE_LIMIT_VISITOR_EMAILS,
    perClient: env.RATE_LIMIT_VISITOR_EMAILS_PER_CLIENT,
    perHour: env.RATE_LIMIT_VISITOR_EMAILS_PER_HOUR,
  };
}

/**
 * Spends one visitor e-mail inside the caller's transaction (a lead that is not stored spends nothing), and
 * says which budget refused it, or null when it may be sent. The client's own budget is spent first, so a
 * client past it spends nobody else's; then the mailbox's (counted under its keyed hash, never as the
 * address); then the site's hourly ceiling, whose first refusal in an hour is `ceilingReached` (sales is told).
 */
export async function spendVisitorEmail(
  trx: Db,
  address: string,
  asker: VisitorEmailAsker,
  now: Date,
  limits: VisitorEmailLimits = visitorEmailLimits(),
): Promise<VisitorEmailSkip | null> {
  if (asker.kind === "booking-page") return null;
  const at = now.getTime();
  const { recipient, visitorEmailClient, visitorEmailCeiling } = RATE_LIMIT_BUCKETS;
  const windows = VISITOR_EMAIL_WINDOWS_MS;
  const client = await consume(trx, visitorEmailClient, asker.clientKeyHash, limits.perClient, windows.client, at);
  if (!client.ok) return "client";
  const mailbox = hashIp(`mailbox:${mailboxOf(address)}`);
  if (!(await consume(trx, recipient, mailbox, limits.perMailbox, windows.mailbox, at)).ok) return "mailbox";
  const ceiling = await consume(trx, visitorEmailCeiling, "site", limits.perHour, windows.ceiling, at);
  if (ceiling.ok) return null;
  return ceiling.over === 1 ? "ceilingReached" : "ceiling";
}
