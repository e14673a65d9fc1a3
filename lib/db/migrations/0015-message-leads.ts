import { SqliteAdapter, sql, type Kysely, type Migration } from "kysely";

// Migrations see the database as it was then, not today's typed schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The leads table's columns as migrations 0001, 0004, 0008 and 0010 left them, in order. */
const LEAD_COLUMNS = [
  "id",
  "lead_number",
  "kind",
  "origin_postal_code",
  "origin_city",
  "origin_state",
  "origin_country",
  "destination_postal_code",
  "destination_city",
  "destination_state",
  "destination_country",
  "ship_date",
  "transport_type",
  "shipping_method",
  "vehicles_json",
  "first_name",
  "email",
  "phone",
  "lead_type",
  "template_id",
  "source_key",
  "marketing_id",
  "attribution_id",
  "source",
  "fbclid",
  "consent_given",
  "consent_text",
  "consent_shown_at",
  "ip_hash",
  "user_agent",
  "estimate_json",
  "payload_json",
  "created_at",
  "attribution_json",
  "conversion_json",
  "ad_consent_given",
  "ad_consent_text",
  "ad_consent_shown_at",
] as const;

const NOT_NULL = new Set<string>([
  "lead_number",
  "kind",
  "vehicles_json",
  "first_name",
  "email",
  "phone",
  "consent_given",
  "ip_hash",
  "payload_json",
  "created_at",
  "ad_consent_given",
]);

/** The new shape: every column as before except ship_date, which may be null, and the new message. */
async function createLeadsNext(trx: AnyDb): Promise<void> {
  let table = trx.schema.createTable("leads_next").addColumn("id", "text", (c) => c.primaryKey());
  for (const column of LEAD_COLUMNS.slice(1)) {
    const type = column === "consent_given" || column === "ad_consent_given" ? "integer" : "text";
    table = table.addColumn(column, type, (c) => {
      if (column === "lead_number") return c.notNull().unique();
      if (type === "integer") return c.notNull().defaultTo(0);
      return NOT_NULL.has(column) ? c.notNull() : c;
    });
  }
  await table.addColumn("message", "text").execute();
}

/**
 * SQLite cannot drop a NOT NULL, so it copies the table into the new shape (SQLite's own twelve steps). The
 * outbox, opportunities, shipments, signed orders and payments reference leads: foreign keys are turned off
 * around the copy (the pragma is a no-op inside a transaction), and checked before the copy commits.
 */
async function copyLeadsOnSqlite(db: AnyDb): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await createLeadsNext(trx);
      const columns = sql.join(LEAD_COLUMNS.map((c) => sql.ref(c)));
      await sql`insert into leads_next (${columns}) select ${columns} from leads`.execute(trx);
      await trx.schema.dropTable("leads").execute();
      await trx.schema.alterTable("leads_next").renameTo("leads").execute();
      await trx.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error("Copying the leads table broke a foreign key", { cause: broken.rows });
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Leads that are not quotes (docs/leads.md, "A lead that is not a quote"): a contact message has no ship date,
 * so ship_date may be null, and its text has a column of its own. vehicles_json stays NOT NULL: a message
 * keeps an empty list. PostgreSQL alters the table in place.
 */
export const messageLeads: Migration = {
  async up(db: AnyDb) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return copyLeadsOnSqlite(db);
    await db.schema
      .alterTable("leads")
      .alterColumn("ship_date", (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable("leads").addColumn("message", "text").execute();
  },
  async down(db: AnyDb) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      throw new Error("0015-message-leads cannot be undone on SQLite; restore the database from a backup");
    }
    const messages = db.selectFrom("leads").select("id").where("ship_date", "is", null);
    await db.deleteFrom("outbox").where("lead_id", "in", messages).execute();
    await db.deleteFrom("leads").where("ship_date", "is", null).execute();
    await db.schema.alterTable("leads").dropColumn("message").execute();
    await db.schema
      .alterTable("leads")
      .alterColumn("ship_date", (c) => c.setNotNull())
      .execute();
  },
};
