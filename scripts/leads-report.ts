/**
 * npm run leads:report -- --since 2026-11-01 [--until 2026-11-30] [--csv]
 * Leads per day and per source / medium / campaign (first and last touch), with consents and confirmed
 * bookings, for the days given (UTC, both ends included): a table on stdout, or CSV with --csv.
 */
import { parseArgs } from "node:util";
import { closeDb } from "@/lib/db";
import { dayRange, leadsReport, reportCsv, reportTable, listLeadsSince } from "@/lib/leads";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { since: { type: "string" }, until: { type: "string" }, csv: { type: "boolean" } },
  });
  if (!values.since) throw new Error("--since YYYY-MM-DD is required");
  const range = dayRange(values);
  const report = leadsReport(await listLeadsSince(range.since, undefined, range.until));
  process.stdout.write(
    values.csv ? reportCsv(report) : reportTable(report, { since: values.since, until: values.until ?? "today" }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
