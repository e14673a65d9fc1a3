import { randomUUID } from "node:crypto";
import type { Db, OpportunityRow } from "@/lib/db";
import type { ClientInfo } from "@/lib/leads";
import { CONFIRMED_BOOKING_TTL_MS, OPPORTUNITY_STATUS } from "./constants";

/** SQL of opportunities: the quick calculator's requests and their confirmation on the booking page. */

export type ConfirmationValues = {
  pickupWindow: string;
  firstName: string | null;
  email: string | null;
  phone: string | null;
  consentGiven: boolean;
  consentText: string;
  consentShownAt: string;
};

/**
 * Records the confirmation in one conditional UPDATE, so two confirms racing each other cannot both win:
 * only a live, not yet confirmed opportunity changes. True when this call confirmed it. From then on the link
 * lives for CONFIRMED_BOOKING_TTL_MS, as long as the shipment it follows.
 */
export async function updateConfirmation(
  db: Db,
  token: string,
  values: ConfirmationValues,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("opportunities")
    .set({
      pickup_window: values.pickupWindow,
      status: OPPORTUNITY_STATUS.confirmed,
      first_name: values.firstName,
      email: values.email,
      phone: values.phone,
      consent_given: values.consentGiven ? 1 : 0,
      consent_text: values.consentText,
      consent_shown_at: values.consentShownAt,
      confirmed_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CONFIRMED_BOOKING_TTL_MS).toISOString(),
    })
    .where("token", "=", token)
    .where("expires_at", ">", now.toISOString())
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Stores a quick-calculator request. It sends nothing: call 8 is a GET any page can fire with any address
 * in it, so the visitor's e-mail waits for the booking page's confirm (a same-site POST), which makes a lead.
 */
export async function insertOpportunity(
  trx: Db,
  input: { token: string; request: unknown; client: ClientInfo; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto("opportunities")
    .values({
      id: randomUUID(),
      token: input.token,
      request_json: JSON.stringify(input.request),
      status: OPPORTUNITY_STATUS.new,
      pickup_window: null,
      ip_hash: input.client.ipHash,
      user_agent: input.client.userAgent,
      created_at: input.createdAt.toISOString(),
      expires_at: input.expiresAt.toISOString(),
    })
    .execute();
}

/** Whether an opportunity has this token: one lookup on the token's unique index, nothing read but its id. */
export async function opportunityExists(db: Db, token: string): Promise<boolean> {
  const row = await db.selectFrom("opportunities").select("id").where("token", "=", token).executeTakeFirst();
  return row !== undefined;
}

export async function findOpportunity(db: Db, token: string): Promise<OpportunityRow | undefined> {
  return db.selectFrom("opportunities").selectAll().where("token", "=", token).executeTakeFirst();
}

/** The number sales and the visitor know a confirmed booking by: its booking lead's (linkBookingLead). */
export async function bookingLeadNumber(db: Db, leadId: string | null): Promise<string | undefined> {
  if (!leadId) return undefined;
  const lead = await db.selectFrom("leads").select("lead_number").where("id", "=", leadId).executeTakeFirst();
  return lead?.lead_number;
}

/** Names the booking lead on its opportunity (migration 0013), so the order it is signed as finds it by the token. */
export async function linkBookingLead(trx: Db, opportunityId: string, leadNumber: string): Promise<void> {
  const lead = await trx
    .selectFrom("leads")
    .select("id")
    .where("lead_number", "=", leadNumber)
    .executeTakeFirstOrThrow();
  await trx.updateTable("opportunities").set({ lead_id: lead.id }).where("id", "=", opportunityId).execute();
}
