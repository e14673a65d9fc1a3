import type { Db } from "@/lib/db";

/** SQL of the booking page's confirm step; the service decides what it means. */

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
 * only a live, not yet confirmed opportunity changes. True when this call confirmed it.
 */
export async function updateConfirmation(db: Db, token: string, values: ConfirmationValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("opportunities")
    .set({
      pickup_window: values.pickupWindow,
      status: "confirmed",
      first_name: values.firstName,
      email: values.email,
      phone: values.phone,
      consent_given: values.consentGiven ? 1 : 0,
      consent_text: values.consentText,
      consent_shown_at: values.consentShownAt,
      confirmed_at: now.toISOString(),
    })
    .where("token", "=", token)
    .where("expires_at", ">", now.toISOString())
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
