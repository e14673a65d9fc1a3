import type { Kysely, Migration } from "kysely";

/**
 * Consent from a real basis (issue 36): a consumer who opted out or sent GPC is remembered by the keyed hashes
 * of their e-mail and phone (consumer_opt_outs, one row per identity: a second opt-out keeps the first), so a
 * later lead of theirs from any browser is not exported; and a lead keeps the ad-measurement consent the
 * international form asks for (unticked at first) the way it keeps the contact consent: ticked or not, the
 * exact text, when it was shown. Earlier leads were never asked: 0.
 */
export const consumerOptOuts: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("consumer_opt_outs")
      .addColumn("identity_hash", "text", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable("leads")
      .addColumn("ad_consent_given", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("leads").addColumn("ad_consent_text", "text").execute();
    await db.schema.alterTable("leads").addColumn("ad_consent_shown_at", "text").execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    for (const column of ["ad_consent_shown_at", "ad_consent_text", "ad_consent_given"]) {
      await db.schema.alterTable("leads").dropColumn(column).execute();
    }
    await db.schema.dropTable("consumer_opt_outs").execute();
  },
};
