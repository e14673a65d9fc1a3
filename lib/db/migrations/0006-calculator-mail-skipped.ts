import type { Kysely, Migration } from "kysely";

/**
 * The quick calculator (call 8) no longer e-mails the address in its query string: any page could make the
 * site mail anyone that way. Its confirmations still waiting when this release starts are skipped, not sent.
 */
export const calculatorMailSkipped: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db
      .updateTable("outbox")
      .set({
        status: "skipped",
        claim_token: null,
        locked_until: null,
        last_error: "Skipped: the quick calculator no longer sends e-mail before the booking is confirmed",
      })
      .where("opportunity_id", "is not", null)
      .where("status", "in", ["pending", "sending"])
      .execute();
  },
};
