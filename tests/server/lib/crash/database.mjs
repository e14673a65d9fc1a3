/**
 * The crash test's own look into the lead store, beside the server: the same SQL on both engines (written with
 * `?` placeholders, numbered for PostgreSQL). It reads what the server stored and, with the server dead, ends
 * the leases of the rows it had claimed (tests/server/lib/crash/deliveries.mjs says why).
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

/**
 * @typedef {{
 *   all: (sql: string, params?: (string | number)[]) => Promise<Record<string, unknown>[]>,
 *   run: (sql: string, params?: (string | number)[]) => Promise<void>,
 * }} StoreAccess
 */

/** @returns {StoreAccess} */
export function sqliteStore(/** @type {string} */ file) {
  const open = (/** @type {(db: DatabaseSync) => unknown} */ work) => {
    // The server writes the same file (WAL); wait for its lock rather than fail.
    const db = new DatabaseSync(file, { timeout: 5000 });
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    all: async (sql, params = []) =>
      /** @type {Record<string, unknown>[]} */ (open((db) => db.prepare(sql).all(...params))),
    run: async (sql, params = []) => void open((db) => db.prepare(sql).run(...params)),
  };
}

/** @returns {StoreAccess} */
export function postgresStore(/** @type {string} */ url) {
  const query = async (/** @type {string} */ sql, /** @type {(string | number)[]} */ params) => {
    let n = 0;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    } finally {
      await client.end();
    }
  };
  return {
    all: (sql, params = []) => query(sql, params),
    run: async (sql, params = []) => void (await query(sql, params)),
  };
}
