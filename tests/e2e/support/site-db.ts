import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { E2E_DATA_DIR } from "../../../playwright.config";

/**
 * How long a test's connection waits for the server's write lock: the server writes leads, limits and bookings
 * from other workers' tests, and a connection without a busy timeout fails at once with "database is locked".
 */
const BUSY_TIMEOUT_MS = 10_000;

/** The e2e server's SQLite database (read-only unless a test must break a stored row on purpose). */
export function siteDb({ write = false }: { write?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(path.resolve(E2E_DATA_DIR, "shiplux.sqlite"), { readOnly: !write, timeout: BUSY_TIMEOUT_MS });
}
