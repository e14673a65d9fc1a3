import { visibleText } from "@/lib/text";
import { csvCell } from "./export-csv";
import {
  SKIP_REASON_LIST,
  bookingRate,
  type CampaignLine,
  type Counts,
  type ExportLine,
  type LeadsReport,
} from "./report";

/** The report as a terminal table or as one CSV (a `view` column says which table a line belongs to). */

const COUNT_HEADERS = ["leads", "consented", "bookings", "delivered", "cancelled"] as const;
const counts = (c: Counts) => COUNT_HEADERS.map((h) => String(c[h]));

/**
 * Columns padded to their widest cell; numbers (the counts, last) aligned right. Cells are written visibly: a
 * stored value with a control or direction character cannot move the cursor or reverse the columns after it.
 */
function table(headers: string[], cells: string[][]): string {
  const rows = cells.map((row) => row.map(visibleText));
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const numeric = (i: number) => i >= headers.length - COUNT_HEADERS.length;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const campaignRows = (lines: CampaignLine[]) => lines.map((l) => [l.source, l.medium, l.campaign, ...counts(l)]);

const EXPORT_HEADERS = ["exported", "failed", "pending", ...SKIP_REASON_LIST.map((r) => `skipped: ${r}`)];
const exportCounts = (l: ExportLine) => [
  String(l.exported),
  String(l.failed),
  String(l.pending),
  ...SKIP_REASON_LIST.map((r) => String(l.skipped[r])),
];

export function reportTable(report: LeadsReport, range: { since: string; until: string }): string {
  const campaignHeaders = ["source", "medium", "campaign", ...COUNT_HEADERS];
  return [
    `Leads from ${range.since} to ${range.until} (UTC): ${report.total.leads} leads, ${report.total.consented} consented to calls and texts, ${report.total.bookings} confirmed bookings (booking rate ${bookingRate(report.total)}), ${report.total.delivered} delivered and ${report.total.cancelled} cancelled since`,
    "",
    "Per day",
    table(
      ["day", ...COUNT_HEADERS],
      report.days.map((d) => [d.day, ...counts(d)]),
    ),
    "",
    "By first touch",
    table(campaignHeaders, campaignRows(report.firstTouch)),
    "",
    "By last touch",
    table(campaignHeaders, campaignRows(report.lastTouch)),
    "",
    "Conversion exports (lib/conversions; skipped: gpc and opt-out are the visitor's choice)",
    exportTable(report.exports),
    "",
  ].join("\n");
}

/** The export counts are all numbers: every column after the destination is aligned right. */
function exportTable(lines: ExportLine[]): string {
  const headers = ["destination", ...EXPORT_HEADERS];
  const rows = lines.map((l) => [l.destination, ...exportCounts(l)]);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The export columns follow the lead columns; an "export" line fills them, the others leave them empty. */
const REPORT_CSV_COLUMNS = [
  "view",
  "day",
  "source",
  "medium",
  "campaign",
  ...COUNT_HEADERS,
  "destination",
  ...["exported", "failed", "pending", ...SKIP_REASON_LIST.map((r) => `skipped_${r.replace(/-/g, "_")}`)],
] as const;
const NO_EXPORT = Array.from({ length: 1 + 3 + SKIP_REASON_LIST.length }, () => "");
/** An export line's empty day, source, medium, campaign and counts. */
const NO_LEAD_COUNTS = Array.from({ length: 4 + COUNT_HEADERS.length }, () => "");

export function reportCsv(report: LeadsReport): string {
  const lines = [
    ...report.days.map((d) => ["day", d.day, "", "", "", ...counts(d), ...NO_EXPORT]),
    ...report.firstTouch.map((l) => ["first_touch", "", l.source, l.medium, l.campaign, ...counts(l), ...NO_EXPORT]),
    ...report.lastTouch.map((l) => ["last_touch", "", l.source, l.medium, l.campaign, ...counts(l), ...NO_EXPORT]),
    ...report.exports.map((l) => ["export", ...NO_LEAD_COUNTS, l.destination, ...exportCounts(l)]),
  ];
  return [REPORT_CSV_COLUMNS.join(","), ...lines.map((cells) => cells.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
