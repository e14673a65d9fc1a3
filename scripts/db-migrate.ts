/**
 * npm run db:migrate
 * Brings the lead database (SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set) up to date.
 * The server also migrates on first use; this is for deploys that want it done before start.
 */
import { dbConfigFromEnv, migrate, openDatabase } from "@/lib/db";

async function main(): Promise<void> {
  const config = dbConfigFromEnv();
  const db = await openDatabase(config, { migrate: false });
  try {
    const applied = await migrate(db, config.engine === "postgres" ? config.schema : undefined);
    const where = config.engine === "sqlite" ? config.file : "PostgreSQL (DATABASE_URL)";
    console.log(`Database ready: ${where}; ${applied.length ? `applied ${applied.join(", ")}` : "already up to date"}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
