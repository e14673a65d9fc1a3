import type { Kysely, Migration } from "kysely";

/**
 * The conversion report-back (lib/conversions): what a lead keeps for it (leads.conversion_json), and on each
 * outbox row of a conversion channel its conversion, why it was skipped, and Meta's raw client IP while pending.
 * One row per lead, conversion and destination: the unique index makes a second one fail, whatever writes it
 * (other channels' rows have no conversion, and NULLs never collide).
 */
export const conversionExports: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable("leads").addColumn("conversion_json", "text").execute();
    await db.schema.alterTable("outbox").addColumn("conversion", "text").execute();
    await db.schema.alterTable("outbox").addColumn("skip_reason", "text").execute();
    await db.schema.alterTable("outbox").addColumn("client_ip", "text").execute();
    await db.schema
      .createIndex("outbox_one_export")
      .unique()
      .on("outbox")
      .columns(["lead_id", "conversion", "channel"])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("outbox_one_export").execute();
    await db.deleteFrom("outbox").where("conversion", "is not", null).execute();
    for (const column of ["client_ip", "skip_reason", "conversion"]) {
      await db.schema.alterTable("outbox").dropColumn(column).execute();
    }
    await db.schema.alterTable("leads").dropColumn("conversion_json").execute();
  },
};
