import { Migrator } from "kysely";
import { migrate, openDatabase, type Db } from "@/lib/db";
import { migrationProvider } from "@/lib/db/migrations";
import { postgresEngine, sqliteEngine, type Engine } from "./engines";

/** A lead and its outbox row as a database before migration 0005 holds them. */
async function seedBefore0005(db: Db): Promise<void> {
  await db
    .insertInto("leads")
    .values({
      id: "lead-1",
      lead_number: "Q-2601-0001",
      kind: "sdk",
      origin_postal_code: null,
      origin_city: null,
      origin_state: null,
      origin_country: "US",
      destination_postal_code: null,
      destination_city: null,
      destination_state: null,
      destination_country: "US",
      ship_date: "2026-01-10",
      transport_type: "Open",
      shipping_method: null,
      vehicles_json: "[]",
      first_name: "Ana",
      email: "ana@example.com",
      phone: "305",
      lead_type: null,
      template_id: null,
      source_key: null,
      marketing_id: null,
      attribution_id: null,
      source: null,
      fbclid: null,
      attribution_json: null,
      consent_given: 0,
      consent_text: null,
      consent_shown_at: null,
      ip_hash: "h",
      user_agent: null,
      estimate_json: null,
      payload_json: "{}",
      created_at: "2026-01-01T00:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("outbox")
    .values({
      id: "row-1",
      lead_id: "lead-1",
      channel: "email",
      status: "pending",
      attempts: 2,
      next_attempt_at: 5,
      created_at: "2026-01-01T00:00:00.000Z",
    })
    .execute();
}

/** A quick-calculator request as migrations 0005 and 0006 found them, and its e-mail row's unchanging fields. */
async function seedCalculatorRequest(db: Db): Promise<void> {
  await db
    .insertInto("opportunities")
    .values({
      id: "opp-1",
      token: "t",
      request_json: "{}",
      status: "new",
      pickup_window: null,
      ip_hash: "h",
      user_agent: null,
      created_at: "x",
      expires_at: "y",
    })
    .execute();
}
const calculatorMail = { channel: "customer-email", attempts: 0, next_attempt_at: 1, created_at: "x" } as const;

/** Runs `body` on a fresh database of the engine, migrated up to `before`, with the rows of seedBefore0005. */
async function fromMigration(
  prepare: () => Promise<Engine | string>,
  context: { skip: (note: string) => void },
  before: string,
  body: (db: Db, migrator: Migrator, schema: string | undefined) => Promise<void>,
): Promise<void> {
  const engine = await prepare();
  if (typeof engine === "string") return context.skip(engine);
  const schema = engine.config.engine === "postgres" ? engine.config.schema : undefined;
  const db = await openDatabase(engine.config, { migrate: false });
  try {
    const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await seedBefore0005(db);
    await body(db, migrator, schema);
  } finally {
    await db.destroy();
    await engine.cleanup();
  }
}

const ENGINES = [
  ["SQLite", async (): Promise<Engine | string> => sqliteEngine()],
  ["PostgreSQL", postgresEngine],
] as const;

describe.each(ENGINES)("migration 0005 (outbox rows for opportunities) on %s", (_name, prepare) => {
  it("keeps the rows it finds and then takes an opportunity's row, never one with neither subject", (context) =>
    fromMigration(prepare, context, "0004-lead-attribution", async (db, _migrator, schema) => {
      // Later migrations run after it; this test is about 0005.
      expect((await migrate(db, schema))[0]).toBe("0005-outbox-opportunities");
      expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([
        expect.objectContaining({
          id: "row-1",
          lead_id: "lead-1",
          opportunity_id: null,
          attempts: 2,
          next_attempt_at: 5,
        }),
      ]);
      await seedCalculatorRequest(db);
      const row = { ...calculatorMail, status: "pending" } as const;
      await db
        .insertInto("outbox")
        .values({ ...row, id: "row-2", lead_id: null, opportunity_id: "opp-1" })
        .execute();
      await expect(
        db
          .insertInto("outbox")
          .values({ ...row, id: "row-3", lead_id: null, opportunity_id: null })
          .execute(),
      ).rejects.toThrow();
    }));
});

describe.each(ENGINES)("migration 0006 (the quick calculator mails nothing) on %s", (_name, prepare) => {
  it("skips the quick calculator's queued e-mails and leaves the leads' rows as they were", (context) =>
    fromMigration(prepare, context, "0005-outbox-opportunities", async (db, migrator) => {
      await seedCalculatorRequest(db);
      const row = { ...calculatorMail, lead_id: null, opportunity_id: "opp-1" } as const;
      await db
        .insertInto("outbox")
        .values([
          { ...row, id: "row-2", status: "pending" },
          { ...row, id: "row-3", status: "done" },
        ])
        .execute();
      expect((await migrator.migrateTo("0006-calculator-mail-skipped")).error).toBeUndefined();
      const rows = await db.selectFrom("outbox").select(["id", "status"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: "row-1", status: "pending" },
        { id: "row-2", status: "skipped" },
        { id: "row-3", status: "done" },
      ]);
    }));
});

describe.each(ENGINES)("migration 0015 (leads that are not quotes) on %s", (_name, prepare) => {
  /** A contact message as 0015 lets the table hold it: no ship date, no vehicles, its text. */
  const message = (id: string, leadNumber: string) => ({
    id,
    lead_number: leadNumber,
    kind: "contact" as const,
    ship_date: null,
    vehicles_json: "[]",
    message: "Do you ship boats?",
    first_name: "Rosa",
    email: "rosa@example.com",
    phone: "",
    consent_given: 0,
    ip_hash: "h",
    payload_json: "{}",
    created_at: "2026-02-01T00:00:00.000Z",
  });

  it("keeps every lead and the rows that reference it, and then takes a lead without a ship date", (context) =>
    fromMigration(prepare, context, "0014-payments", async (db, migrator) => {
      expect((await migrator.migrateTo("0015-message-leads")).error).toBeUndefined();
      expect(await db.selectFrom("leads").select(["id", "ship_date", "vehicles_json", "message"]).execute()).toEqual([
        { id: "lead-1", ship_date: "2026-01-10", vehicles_json: "[]", message: null },
      ]);
      await db.insertInto("leads").values(message("lead-2", "Q-2602-0001")).execute();
      await db
        .insertInto("outbox")
        .values({ ...calculatorMail, channel: "email", status: "pending", id: "row-2", lead_id: "lead-2" })
        .execute();
      const joined = await db
        .selectFrom("outbox")
        .innerJoin("leads", "leads.id", "outbox.lead_id")
        .select(["outbox.id", "leads.lead_number"])
        .orderBy("outbox.id")
        .execute();
      expect(joined).toEqual([
        { id: "row-1", lead_number: "Q-2601-0001" },
        { id: "row-2", lead_number: "Q-2602-0001" },
      ]);
    }));

  it("still refuses an outbox row for a lead that does not exist, and a lead number used twice", (context) =>
    fromMigration(prepare, context, "0014-payments", async (db, migrator) => {
      expect((await migrator.migrateTo("0015-message-leads")).error).toBeUndefined();
      await expect(
        db
          .insertInto("outbox")
          .values({ ...calculatorMail, channel: "email", status: "pending", id: "row-9", lead_id: "no-such-lead" })
          .execute(),
      ).rejects.toThrow();
      await expect(db.insertInto("leads").values(message("lead-3", "Q-2601-0001")).execute()).rejects.toThrow();
    }));
});
