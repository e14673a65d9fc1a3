import { getEnv } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { RATE_LIMIT_BUCKETS, consume } from "@/lib/rate-limit";
import { RECIPIENT_WINDOWS_MS } from "./constants";
import { hashIp } from "./ip-hash";

/** Providers that deliver every dotted spelling of a local part to one mailbox. */
const DOT_BLIND_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, as one key: lower-cased, without a `+tag`, and for Gmail without dots, so
 * `A.Lice+1@GoogleMail.com` and `alice@gmail.com` share one budget. Only for counting: mail goes to the
 * address as typed.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  const domainPart = text.slice(at + 1);
  const domain = DOT_BLIND_DOMAINS[domainPart] ?? domainPart;
  let local = text.slice(0, Math.max(at, 0)).split("+")[0] ?? "";
  if (DOT_BLIND_DOMAINS[domainPart]) local = local.replaceAll(".", "");
  return { mailbox: `${local}@${domain}`, domain };
}

export type RecipientLimits = { perMailbox: number; perDomain: number };

/** The limits this deployment sets (RATE_LIMIT_VISITOR_EMAILS and …_PER_DOMAIN). */
function recipientLimits(): RecipientLimits {
  const env = getEnv();
  return { perMailbox: env.RATE_LIMIT_VISITOR_EMAILS, perDomain: env.RATE_LIMIT_VISITOR_EMAILS_PER_DOMAIN };
}

/**
 * Spends one visitor e-mail of the address's mailbox and of its domain, inside the caller's transaction (so a
 * lead that is not stored spends nothing). False when either budget is spent: the e-mail is then skipped.
 * The mailbox is counted under its keyed hash, never as the address.
 */
export async function spendRecipientBudget(
  trx: Db,
  address: string,
  now: Date,
  limits: RecipientLimits = recipientLimits(),
): Promise<boolean> {
  const { mailbox, domain } = mailboxOf(address);
  const at = now.getTime();
  const { recipient, recipientDomain } = RATE_LIMIT_BUCKETS;
  const own = await consume(
    trx,
    recipient,
    hashIp(`mailbox:${mailbox}`),
    limits.perMailbox,
    RECIPIENT_WINDOWS_MS.mailbox,
    at,
  );
  if (!own.ok) return false;
  return (await consume(trx, recipientDomain, domain, limits.perDomain, RECIPIENT_WINDOWS_MS.domain, at)).ok;
}
