import type { Kysely, Migration } from "kysely";

/**
 * The visit's campaign attribution beside the spec's four keys: first and last touch (UTM tags, ad click ids,
 * landing page, referring host) as one JSON document, so a key marketing adds later needs no migration.
 * Leads stored before have none.
 */
export const leadAttribution: Migration = {
  // Migrations see the database as it was then, not today's typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable("leads").addColumn("attribution_json", "text").execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.schema.alterTable("leads").dropColumn("attribution_json").execute();
  },
};
