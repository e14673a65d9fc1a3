import "server-only";
export { closeDb, dbConfigFromEnv, getDb, migrate, openDatabase, useDatabase } from "./connection";
export { databaseReadiness } from "./readiness";
export type { Db, DbConfig } from "./connection";
export type * from "./schema";
