/**
 * npm run leads:export -- --since 2026-01-01
 * Writes every lead created on or after the date (UTC midnight) as CSV to stdout.
 */
import { parseArgs } from "node:util";
import { closeDb } from "@/lib/db";
import { leadsCsv } from "@/lib/leads/export-csv";
import { listLeadsSince } from "@/lib/leads/service";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { since: { type: "string" } } });
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : new Date(0);
  if (Number.isNaN(since.getTime()) || (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since))) {
    throw new Error(`--since must be a date as YYYY-MM-DD, got ${values.since}`);
  }
  const leads = await listLeadsSince(since);
  process.stdout.write(leadsCsv(leads));
  console.error(`${leads.length} lead(s) since ${since.toISOString().slice(0, 10)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
