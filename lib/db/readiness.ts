import { sql } from "kysely";
import { getDb } from "./connection";

/** How long a readiness probe waits for the database before calling it down. */
const READINESS_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Whether this process can reach its database now: opened, migrated and answering a query in time. */
export async function databaseReadiness(timeoutMs: number = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([getDb().then((db) => sql`select 1`.execute(db)), timeout]);
    return { ready: true };
  } catch (error) {
    console.warn(new Error("Readiness check: the database is not reachable", { cause: error }));
    return { ready: false, reason: "database unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
