/**
 * npm run leads:export -- --since 2026-01-01
 * Writes every lead created on or after the date (UTC midnight) as CSV to stdout.
 */
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/db";
import { listLeadsSince } from "@/lib/leads";
import { dayRange, leadsCsv } from "@/lib/reports/server";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { since: { type: "string" } } });
  const { since } = dayRange(values);
  const leads = await listLeadsSince(await getDb(), since);
  process.stdout.write(leadsCsv(leads));
  console.error(`${leads.length} lead(s) since ${since.toISOString().slice(0, 10)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
