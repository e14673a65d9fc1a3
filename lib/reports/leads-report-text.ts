import { visibleText } from "@/lib/text";
import { csvFile, csvLine } from "./csv";
import {
  SKIP_REASON_LIST,
  bookingRate,
  exportCounts,
  type CampaignExportLine,
  type CampaignLine,
  type Counts,
  type DeadRow,
  type ExportLine,
  type LeadsReport,
} from "./leads-report";
import { textTable } from "./text-table";

/** The report as a terminal table or as one CSV (a `view` column says which table a line belongs to). */

const COUNT_HEADERS = ["leads", "consented", "bookings", "delivered", "cancelled"] as const;
const counts = (c: Counts) => COUNT_HEADERS.map((h) => String(c[h]));

/** The lead tables' names come first, their counts (the last columns) after. */
const table = (headers: string[], cells: string[][]) =>
  textTable(headers, cells, headers.length - COUNT_HEADERS.length);

const campaignRows = (lines: CampaignLine[]) => lines.map((l) => [l.source, l.medium, l.campaign, ...counts(l)]);

const EXPORT_HEADERS = [
  "exported",
  "tested",
  "failed",
  "pending",
  ...SKIP_REASON_LIST.map((r) => `skipped: ${r}`),
  "value exported",
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
    "Conversion exports (lib/conversions; skipped: gpc and opt-out are the visitor's choice; tested: sent in a platform's test mode, counted nothing, sent for real once the mode is off)",
    exportTable(report.exports),
    "",
    "Conversion exports by campaign (last touch)",
    campaignExportTable(report.campaignExports),
    "",
    `Deliveries given up (${report.dead.length})`,
    deadList(report.dead),
    "",
  ].join("\n");
}

function campaignExportTable(lines: CampaignExportLine[]): string {
  const headers = ["source", "medium", "campaign", "destination", ...EXPORT_HEADERS];
  return textTable(
    headers,
    lines.map((l) => [l.source, l.medium, l.campaign, l.destination, ...exportCounts(l)]),
    4,
  );
}

/** One line per dead delivery: the lead to follow up, where it did not arrive, and why. */
function deadList(rows: DeadRow[]): string {
  if (rows.length === 0) return "none";
  return rows.map((r) => visibleText(`${r.lead_number}  ${r.channel}  ${r.last_error ?? ""}`)).join("\n");
}

/** The export counts are all figures: every column after the destination is aligned right. */
function exportTable(lines: ExportLine[]): string {
  return textTable(
    ["destination", ...EXPORT_HEADERS],
    lines.map((l) => [l.destination, ...exportCounts(l)]),
    1,
  );
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
  ...["exported", "tested", "failed", "pending", ...SKIP_REASON_LIST.map((r) => `skipped_${r.replace(/-/g, "_")}`)],
  "value_exported",
] as const;
const NO_EXPORT = Array.from({ length: 1 + 4 + SKIP_REASON_LIST.length + 1 }, () => "");
/** An export line's empty day, source, medium, campaign and counts. */
const NO_LEAD_COUNTS = Array.from({ length: 4 + COUNT_HEADERS.length }, () => "");

export function reportCsv(report: LeadsReport): string {
  const lines = [
    ...report.days.map((d) => ["day", d.day, "", "", "", ...counts(d), ...NO_EXPORT]),
    ...report.firstTouch.map((l) => ["first_touch", "", l.source, l.medium, l.campaign, ...counts(l), ...NO_EXPORT]),
    ...report.lastTouch.map((l) => ["last_touch", "", l.source, l.medium, l.campaign, ...counts(l), ...NO_EXPORT]),
    ...report.exports.map((l) => ["export", ...NO_LEAD_COUNTS, l.destination, ...exportCounts(l)]),
    ...report.campaignExports.map((l) => [
      "campaign_export",
      "",
      l.source,
      l.medium,
      l.campaign,
      ...NO_LEAD_COUNTS.slice(4),
      l.destination,
      ...exportCounts(l),
    ]),
  ];
  return csvFile(REPORT_CSV_COLUMNS, lines.map(csvLine));
}
