import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { getDb, useDatabase, type DbConfig } from "@/lib/db";

/** The two engines the lead store runs on, prepared fresh for one test file. */
const POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

export type Engine = { name: "sqlite" | "postgres"; config: DbConfig; cleanup: () => Promise<void> };

export function sqliteEngine(): Engine {
  const dir = mkdtempSync(path.join(tmpdir(), "shiplux-leads-"));
  return {
    name: "sqlite",
    config: { engine: "sqlite", file: path.join(dir, "leads.sqlite") },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema per run, dropped afterwards; undefined (with the reason) when no PostgreSQL answers. */
export async function postgresEngine(): Promise<Engine | string> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL} did not answer: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const schema = `leads_test_${process.pid}_${Date.now()}`;
  return {
    name: "postgres",
    config: { engine: "postgres", url: POSTGRES_URL, schema },
    cleanup: async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * Registers the hooks that run one suite on one engine: opens the engine before the suite, closes and drops
 * it after, and skips every test (printing why) when the engine does not answer. `ready()` says whether it
 * was opened, for a suite's own set-up hooks.
 */
export function suiteOnEngine(suite: string, prepare: () => Promise<Engine | string>): { ready: () => boolean } {
  let engine: Engine | undefined;
  let skipReason: string | undefined;

  beforeAll(async () => {
    const prepared = await prepare();
    if (typeof prepared === "string") {
      skipReason = prepared;
      console.warn(`Skipping PostgreSQL ${suite} tests: ${prepared}`);
      return;
    }
    engine = prepared;
    await useDatabase(engine.config);
  });

  afterAll(async () => {
    await useDatabase(undefined);
    await engine?.cleanup();
  });

  beforeEach((context) => {
    if (skipReason) context.skip(skipReason);
  });

  return { ready: () => engine !== undefined };
}

/** Earlier tests' rows are settled, so a delivery pass sees only the running test's lead. */
export async function settleOutbox(): Promise<void> {
  const db = await getDb();
  await db.updateTable("outbox").set({ status: "done" }).where("status", "!=", "done").execute();
}
