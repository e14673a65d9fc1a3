import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

/**
 * A Kysely dialect over Node's built-in `node:sqlite` (DatabaseSync), so SQLite needs no native addon.
 * SQLite has one writer: the driver hands out its single connection to one caller at a time, and opens
 * transactions with BEGIN IMMEDIATE so a second process waits (busy_timeout) instead of failing mid-way.
 */
export class NodeSqliteDialect implements Dialect {
  constructor(private readonly open: () => DatabaseSync) {}

  createDriver(): Driver {
    return new NodeSqliteDriver(this.open);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  // Kysely's introspector signature takes Kysely<any>; the dialect interface fixes that type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  private db: DatabaseSync | undefined;
  private connection: NodeSqliteConnection | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly open: () => DatabaseSync) {}

  async init(): Promise<void> {
    this.db = this.open();
    this.connection = new NodeSqliteConnection(this.db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releaseNext = release;
    if (!this.connection) throw new Error("SQLite driver used before init");
    return this.connection;
  }

  private releaseNext: (() => void) | undefined;

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(): Promise<void> {
    const release = this.releaseNext;
    this.releaseNext = undefined;
    release?.();
  }
  async destroy(): Promise<void> {
    if (this.db?.isOpen) this.db.close();
  }
}

function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

class NodeSqliteConnection implements DatabaseConnection {
  constructor(private readonly db: DatabaseSync) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.db.prepare(compiled.sql);
    const parameters = compiled.parameters.map(toSqlite);
    // A statement that yields columns (SELECT, or anything with RETURNING) is read; others are run.
    if (statement.columns().length > 0) {
      return { rows: statement.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported by the node:sqlite driver");
  }
}
