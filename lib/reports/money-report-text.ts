import { formatCents } from "@/lib/payments";
import { campaignLabel } from "./campaign";
import { csvFile, csvLine } from "./csv";
import { textTable } from "./text-table";
import type { Invariant, MoneyCounts, MoneyReport } from "./money-report";

/** The money report as the terminal and CSV show it, after the leads report. */

/** The first column of the money tables, terminal and HTML alike. */
export const FIRST_TOUCH_HEADER = "Source / medium / campaign (first touch)";

export const MONEY_HEADERS = [
  "Orders signed",
  "Cards saved",
  "Charges",
  "Revenue charged",
  "Refunds",
  "Refunded",
] as const;

/** One campaign's figures as shown, in MONEY_HEADERS' order: the terminal's table and the HTML table alike. */
export const moneyCells = (c: MoneyCounts): string[] => [
  String(c.ordersSigned),
  String(c.cardsSaved),
  String(c.charges),
  formatCents(c.chargedCents),
  String(c.refunds),
  formatCents(c.refundedCents),
];

export function invariantText(name: string, i: Invariant): string {
  const what = `${name}: ${i.holds ? "holds" : "BROKEN"} (${i.checked} checked)`;
  return i.violations.length ? `${what}: ${i.violations.join(", ")}` : what;
}

export const INVARIANT_NAMES = {
  noChargeBeforeCarrier: "No charge before carrier_assigned",
  neverAboveSigned: "Amount charged never exceeds amount signed",
} as const;

export function moneyTable(report: MoneyReport): string {
  const header = [FIRST_TOUCH_HEADER, ...MONEY_HEADERS];
  const rows = [
    ...report.campaigns.map((l) => [campaignLabel(l), ...moneyCells(l)]),
    ["Total", ...moneyCells(report.total)],
  ];
  return [
    "Payments of the period's bookings",
    textTable(header, rows, 1, { rule: false }),
    "",
    invariantText(INVARIANT_NAMES.noChargeBeforeCarrier, report.noChargeBeforeCarrier),
    invariantText(INVARIANT_NAMES.neverAboveSigned, report.neverAboveSigned),
    "",
  ].join("\n");
}

/** A second table after the leads CSV, one blank line between, with its own header row. */
export function moneyCsv(report: MoneyReport): string {
  const header = [
    "row",
    "source",
    "medium",
    "campaign",
    "orders_signed",
    "cards_saved",
    "charges",
    "charged_cents",
    "refunds",
    "refunded_cents",
  ];
  const counts = (c: MoneyCounts) => [
    c.ordersSigned,
    c.cardsSaved,
    c.charges,
    c.chargedCents,
    c.refunds,
    c.refundedCents,
  ];
  const rows = [
    ...report.campaigns.map((l) => ["payments_first_touch", l.source, l.medium, l.campaign, ...counts(l)]),
    ["payments_total", "", "", "", ...counts(report.total)],
  ];
  return csvFile(header, rows.map(csvLine));
}
