import type { Db } from "@/lib/db";

export type BookingLeadRef = { id: string; leadNumber: string; email: string; firstName: string; token: string };

/**
 * The booking lead a booking page's token confirmed. The lead names its opportunity in payload_json only
 * (lib/booking's confirm), so the text match narrows and the parsed JSON decides.
 */
export async function bookingLeadOfToken(db: Db, token: string): Promise<BookingLeadRef | undefined> {
  const opportunity = await db
    .selectFrom("opportunities")
    .select(["id", "confirmed_at"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!opportunity?.confirmed_at) return undefined;
  const rows = await db
    .selectFrom("leads")
    .select(["id", "lead_number", "email", "first_name", "payload_json"])
    .where("kind", "=", "booking")
    .where("payload_json", "like", `%${opportunity.id}%`)
    .execute();
  const row = rows.find(
    (r) => (JSON.parse(r.payload_json) as { opportunity_id?: unknown }).opportunity_id === opportunity.id,
  );
  return row && { id: row.id, leadNumber: row.lead_number, email: row.email, firstName: row.first_name, token };
}
