import { contactIdentities, SKIP_REASONS } from "@/lib/conversions";
import type { Db } from "@/lib/db";
import { OUTBOX_STATUS } from "./constants";
import { keyedHash } from "./ip-hash";

/**
 * The CPRA regulations apply an opt-out to the browser and, when known, to the consumer. The browser's is the
 * cookie (lib/privacy); the consumer's is here: once a lead comes with GPC or the opt-out, its e-mail and phone
 * are kept as keyed hashes (never the values), and no later lead with either is exported, from any browser.
 */

/** The contact a lead row or a lead's fields carry. */
export type ConsumerContact = { email: string; phone: string; origin_country: string | null };

const hashesOf = (contact: ConsumerContact) =>
  contactIdentities(contact.email, contact.phone, contact.origin_country).map((identity) => keyedHash(identity));

type OptOutSource = typeof SKIP_REASONS.gpc | typeof SKIP_REASONS.optOut;

/**
 * Remembers the consumer as opted out; an identity already remembered keeps its first row. The number of
 * identities (e-mail, phone) it could read: 0 when neither is an address or a valid number.
 */
export async function rememberOptOut(
  trx: Db,
  contact: ConsumerContact,
  source: OptOutSource,
  now: Date,
): Promise<number> {
  const rows = hashesOf(contact).map((identity_hash) => ({ identity_hash, source, created_at: now.toISOString() }));
  if (rows.length === 0) return 0;
  await trx
    .insertInto("consumer_opt_outs")
    .values(rows)
    .onConflict((conflict) => conflict.column("identity_hash").doNothing())
    .execute();
  return rows.length;
}

/** An opt-out received by e-mail or phone (npm run privacy:opt-out), kept like the page's. */
export function rememberConsumerOptOut(db: Db, contact: ConsumerContact, now: Date): Promise<number> {
  return rememberOptOut(db, contact, SKIP_REASONS.optOut, now);
}

/** True when the consumer's e-mail or phone opted out before. */
export async function consumerOptedOut(db: Db, contact: ConsumerContact): Promise<boolean> {
  const hashes = hashesOf(contact);
  if (hashes.length === 0) return false;
  const row = await db
    .selectFrom("consumer_opt_outs")
    .select("identity_hash")
    .where("identity_hash", "in", hashes)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Settles a claimed export whose consumer opted out after it was planned: skipped with `opt-out`, its raw IP
 * dropped, its claim released, so the worker's mark that follows (which matches the claim) leaves it so.
 */
export async function skipOptedOutExport(db: Db, deliveryId: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: OUTBOX_STATUS.skipped,
      skip_reason: SKIP_REASONS.optOut,
      client_ip: null,
      claim_token: null,
      locked_until: null,
      last_error: "The consumer opted out after this conversion was stored: not sent",
    })
    .where("id", "=", deliveryId)
    .where("status", "=", OUTBOX_STATUS.sending)
    .execute();
}
