import { randomUUID } from "node:crypto";
import type { Db, LeadRow, OpportunityRow, SignedOrderRow } from "@/lib/db";
import { CUSTOMER_EMAIL_CHANNEL, outboxRow } from "@/lib/leads";

/** SQL of signed orders; the service decides what to write, this module knows how. */

/**
 * The live, confirmed booking behind a token with the booking lead its confirmation made (opportunities.lead_id,
 * migration 0013); undefined for an unknown or expired token, and `opportunity` alone before the confirmation.
 */
export async function findBookingByToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ opportunity: OpportunityRow; lead: LeadRow | undefined } | undefined> {
  const opportunity = await db
    .selectFrom("opportunities")
    .selectAll()
    .where("token", "=", token)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!opportunity) return undefined;
  const lead = opportunity.lead_id
    ? await db.selectFrom("leads").selectAll().where("id", "=", opportunity.lead_id).executeTakeFirst()
    : undefined;
  return { opportunity, lead };
}

export async function findSignedOrderOfLead(db: Db, leadId: string): Promise<SignedOrderRow | undefined> {
  return db.selectFrom("signed_orders").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
}

export async function findSignedOrdersOfLeads(db: Db, leadIds: readonly string[]): Promise<SignedOrderRow[]> {
  return db.selectFrom("signed_orders").selectAll().where("lead_id", "in", leadIds).execute();
}

export async function findSignedOrderOfToken(db: Db, token: string, now: Date): Promise<SignedOrderRow | undefined> {
  return db
    .selectFrom("signed_orders")
    .innerJoin("opportunities", "opportunities.id", "signed_orders.opportunity_id")
    .selectAll("signed_orders")
    .where("opportunities.token", "=", token)
    .where("opportunities.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/**
 * Stores the signing once per booking lead: the unique lead_id and opportunity_id make the loser of two signings
 * racing insert nothing (undefined), whatever the engine. The conflict names no column: on PostgreSQL, one naming
 * lead_id let the loser fail on opportunity_id's index instead (a 500) when both passed the check before either
 * inserted. In the same transaction, the visitor's e-mail with the PDF and sales'
 * notice, each naming the signed order, so neither is lost to a crash and neither is sent twice.
 */
export async function insertSignedOrder(
  trx: Db,
  row: Omit<SignedOrderRow, "id">,
  now: Date,
): Promise<string | undefined> {
  const id = randomUUID();
  const inserted = await trx
    .insertInto("signed_orders")
    .values({ id, ...row })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return undefined;
  const channels = ["email", CUSTOMER_EMAIL_CHANNEL] as const;
  await trx
    .insertInto("outbox")
    .values(channels.map((channel) => ({ ...outboxRow(channel, { lead_id: row.lead_id }, now), signed_order_id: id })))
    .execute();
  return id;
}
