import type { Kysely, Migration } from "kysely";

/** The columns added to opportunities by this migration; SQLite adds one column per statement. */
const COLUMNS = ["first_name", "email", "phone", "consent_text", "consent_shown_at", "confirmed_at"] as const;

/**
 * The booking page's confirm step: the contact details the quick calculator did not ask for, the TCPA
 * consent as shown, and when the visitor confirmed a pickup window (the window itself goes in pickup_window).
 */
export const opportunityConfirmation: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const column of COLUMNS) {
      await db.schema.alterTable("opportunities").addColumn(column, "text").execute();
    }
    await db.schema
      .alterTable("opportunities")
      .addColumn("consent_given", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    for (const column of ["consent_given", ...COLUMNS]) {
      await db.schema.alterTable("opportunities").dropColumn(column).execute();
    }
  },
};
