export { closeDb, dbConfigFromEnv, engineOf, getDb, migrate, openDatabase, useDatabase } from "./connection";
export { databaseReadiness, type Readiness } from "./readiness";
export type { Db, DbConfig } from "./connection";
export type * from "./schema";
