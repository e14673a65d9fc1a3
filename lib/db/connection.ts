import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { getEnv, type Env } from "@/lib/config/env";
import { migrationProvider } from "./migrations";
import { NodeSqliteDialect } from "./node-sqlite-dialect";
import type { Database } from "./schema";

export type DbConfig =
  { engine: "sqlite"; file: string } | { engine: "postgres"; url: string; schema?: string; poolSize?: number };

export type Db = Kysely<Database>;

export const SQLITE_FILE_NAME = "shiplux.sqlite";

export function dbConfigFromEnv(env: Env = getEnv()): DbConfig {
  if (env.DATABASE_URL) return { engine: "postgres", url: env.DATABASE_URL };
  return { engine: "sqlite", file: path.resolve(env.DATA_DIR, SQLITE_FILE_NAME) };
}

const INT8_OID = 20;

function openSqlite(file: string): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true });
  // A second process waits up to 5 s for the write lock instead of failing at once.
  const db = new DatabaseSync(file, { timeout: 5000 });
  // WAL lets readers run beside the writer; FULL syncs the WAL on every commit, so an answered lead
  // survives a power cut or a SIGKILL.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  return db;
}

function createPool(config: Extract<DbConfig, { engine: "postgres" }>): pg.Pool {
  return new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
    // Epoch-millisecond columns are bigint; they fit a JS number, so read them as one on both engines.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Opens a database and brings its schema up to date (unless the caller migrates itself). */
export async function openDatabase(config: DbConfig, options: { migrate?: boolean } = {}): Promise<Db> {
  if (config.engine === "postgres" && config.schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(config.schema)) throw new Error(`Bad schema name: ${config.schema}`);
    const admin = new pg.Client({ connectionString: config.url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${config.schema}`);
    } finally {
      await admin.end();
    }
  }
  const dialect =
    config.engine === "sqlite"
      ? new NodeSqliteDialect(() => openSqlite(config.file))
      : new PostgresDialect({ pool: createPool(config) });
  const db = new Kysely<Database>({ dialect });
  if (options.migrate !== false) await migrate(db, config.engine === "postgres" ? config.schema : undefined);
  return db;
}

/**
 * Applies pending migrations. With a PostgreSQL schema other than public, Kysely must be told where its
 * own bookkeeping tables live, or it finds another schema's and skips creating them.
 */
export async function migrate(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new Error("Database migration failed", { cause: error });
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

type DbState = { promise?: Promise<Db>; config?: DbConfig };

// One connection per process, shared across Next.js bundles (route handlers and instrumentation load
// separate copies of this module); SQLite must have a single writer connection in a process.
const state: DbState = ((globalThis as { __shipluxDb?: DbState }).__shipluxDb ??= {});

/** The process's database, opened and migrated on first use. */
export function getDb(): Promise<Db> {
  if (!state.promise) {
    const config = state.config ?? dbConfigFromEnv();
    state.promise = openDatabase(config).catch((error: unknown) => {
      state.promise = undefined;
      throw new Error("Could not open the database", { cause: error });
    });
  }
  return state.promise;
}

/** Points getDb() at another database (tests, scripts); closes the previous one. */
export async function useDatabase(config: DbConfig | undefined): Promise<void> {
  await closeDb();
  state.config = config;
}

export async function closeDb(): Promise<void> {
  const previous = state.promise;
  state.promise = undefined;
  if (previous) await (await previous.catch(() => undefined))?.destroy();
}
