/**
 * npm run leads:report -- --since 2026-11-01 [--until 2026-11-30] [--csv | --html [--out report.html]]
 * (--html without --since covers the last 30 days, today included)
 * Leads per day and per source / medium / campaign (first and last touch), with consents, confirmed bookings, their
 * shipments delivered or cancelled since, the conversion exports per destination (a signed booking valued at its
 * signed price), and the bookings' orders and payments per campaign (orders signed, cards saved, revenue charged,
 * refunds) with the two money invariants checked, for the days given (UTC, both ends included): a table on stdout, CSV
 * with --csv, or one self-contained HTML file with charts with --html (written to --out, by default
 * leads-report-<since>-<until>.html in the current folder; its path is printed).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/db";
import {
  dayRange,
  moneyCsv,
  moneyTable,
  periodReports,
  reportCsv,
  reportHtml,
  reportTable,
} from "@/lib/reports/server";

const HTML_DEFAULT_DAYS = 30;

/** The first of the last 30 days (UTC), today being the 30th. */
function htmlDefaultSince(now: Date = new Date()): string {
  return new Date(now.getTime() - (HTML_DEFAULT_DAYS - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      since: { type: "string" },
      until: { type: "string" },
      csv: { type: "boolean" },
      html: { type: "boolean" },
      out: { type: "string" },
    },
  });
  // The HTML report is what marketing opens each month: without --since it covers the last 30 days.
  const since = values.since ?? (values.html ? htmlDefaultSince() : undefined);
  if (!since) throw new Error("--since YYYY-MM-DD is required (--html alone covers the last 30 days)");
  const range = dayRange({ since, until: values.until });
  const { leads: report, money } = await periodReports(await getDb(), range);
  const shown = { since, until: values.until ?? "today" };
  if (values.html) {
    const file = path.resolve(values.out ?? `leads-report-${shown.since}-${shown.until}.html`);
    await writeFile(file, reportHtml({ leads: report, money, range: shown }));
    process.stdout.write(`${file}\n`);
    return;
  }
  process.stdout.write(
    values.csv ? `${reportCsv(report)}\r\n${moneyCsv(money)}` : `${reportTable(report, shown)}\n${moneyTable(money)}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
