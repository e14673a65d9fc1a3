import {
  CONVERSION_DESTINATIONS,
  SKIP_REASONS,
  conversionKindOf,
  conversionValueOf,
  type ConversionValue,
  type SkipReason,
} from "@/lib/conversions";
import type { LeadRow } from "@/lib/db";
import type { Touch, Touches } from "@/lib/quote";
import { campaignOf, campaignSortKey, touchesOf, type Campaign } from "./campaign";
import type { ShipmentOutcome } from "./queries";

/**
 * `npm run leads:report`: leads per day and per campaign (first and last touch), with how many gave consent
 * to calls and texts, how many are confirmed bookings (leads of kind "booking") and how many of those shipments
 * were delivered or cancelled since (lib/shipments). Pure: rows in, figures out.
 */
export type Counts = { leads: number; consented: number; bookings: number; delivered: number; cancelled: number };
type DayLine = Counts & { day: string };
export type CampaignLine = Counts & Campaign;
/**
 * One conversion destination's exports of the period's leads: accepted by the platform (exported), sent in its
 * test mode only (tested: counted nothing), dead, still waiting, skipped by reason, and the value of those
 * exported, per currency.
 */
export type ExportLine = {
  destination: string;
  exported: number;
  tested: number;
  failed: number;
  pending: number;
  skipped: Record<SkipReason, number>;
  value: Record<string, number>;
};
/** A destination's exports of one campaign's leads (last touch: the click the platforms credit). */
export type CampaignExportLine = Campaign & ExportLine;
/** An outbox row of a conversion export, as the report reads it. */
export type ExportRow = {
  channel: string;
  status: string;
  skip_reason: string | null;
  lead_id?: string | null;
  conversion?: string | null;
};
/** A delivery given up (any channel), for a person to follow up. */
export type DeadRow = { lead_number: string; channel: string; last_error: string | null };
export type LeadsReport = {
  days: DayLine[];
  firstTouch: CampaignLine[];
  lastTouch: CampaignLine[];
  total: Counts;
  exports: ExportLine[];
  campaignExports: CampaignExportLine[];
  dead: DeadRow[];
};

export const SKIP_REASON_LIST = Object.values(SKIP_REASONS);

const emptyExportLine = (destination: string): ExportLine => ({
  destination,
  exported: 0,
  tested: 0,
  failed: 0,
  pending: 0,
  skipped: Object.fromEntries(SKIP_REASON_LIST.map((r) => [r, 0])) as Record<SkipReason, number>,
  value: {},
});

/** The value an exported row told its platform, from its lead (the same conversionValueOf the export used). */
type ValueOf = (row: ExportRow) => { amount: number; currency: string } | undefined;

function count(line: ExportLine, row: ExportRow, valueOf: ValueOf): void {
  if (row.status === "done") {
    line.exported += 1;
    const value = valueOf(row);
    if (value) line.value[value.currency] = Math.round(((line.value[value.currency] ?? 0) + value.amount) * 100) / 100;
  } else if (row.status === "tested") line.tested += 1;
  else if (row.status === "dead") line.failed += 1;
  else if (row.status === "skipped") {
    const reason = SKIP_REASON_LIST.find((r) => r === row.skip_reason);
    if (reason) line.skipped[reason] += 1;
  } else line.pending += 1;
}

/** Every destination, in their fixed order, with its rows counted; a reason no longer known is not counted. */
function exportLines(rows: ExportRow[], valueOf: ValueOf): ExportLine[] {
  return CONVERSION_DESTINATIONS.map((destination) => {
    const line = emptyExportLine(destination);
    for (const row of rows.filter((r) => r.channel === destination)) count(line, row, valueOf);
    return line;
  });
}

/** Each last-touch campaign's exports per destination, campaigns in the order of the last-touch table. */
function campaignExportLines(rows: ExportRow[], leads: Map<string, LeadRow>, valueOf: ValueOf): CampaignExportLine[] {
  const lines = new Map<string, CampaignExportLine>();
  for (const row of rows) {
    const lead = row.lead_id ? leads.get(row.lead_id) : undefined;
    if (!lead) continue;
    const campaign = campaignOf(touchesOf(lead).last);
    const key = JSON.stringify([campaign, row.channel]);
    const line = lines.get(key) ?? { ...campaign, ...emptyExportLine(row.channel) };
    count(line, row, valueOf);
    lines.set(key, line);
  }
  const order = (l: CampaignExportLine) => CONVERSION_DESTINATIONS.findIndex((d) => d === l.destination);
  return [...lines.values()].sort(
    (a, b) => campaignSortKey(a).localeCompare(campaignSortKey(b)) || order(a) - order(b),
  );
}

/** A value per currency as one cell: "1150.50 USD", several joined; empty when nothing exported had one. */
const valueText = (value: Record<string, number>): string =>
  Object.entries(value)
    .map(([currency, amount]) => `${amount.toFixed(2)} ${currency}`)
    .join(" + ");

/** An export line's figures as text, in EXPORT columns' order: the terminal, CSV and HTML reports share it. */
export const exportCounts = (l: ExportLine) => [
  String(l.exported),
  String(l.tested),
  String(l.failed),
  String(l.pending),
  ...SKIP_REASON_LIST.map((r) => String(l.skipped[r])),
  valueText(l.value),
];

/** Confirmed bookings per lead, as a whole percentage; none without leads. */
export const bookingRate = (c: Counts): string =>
  c.leads === 0 ? "-" : `${Math.round((c.bookings / c.leads) * 100)}%`;

const empty = (): Counts => ({ leads: 0, consented: 0, bookings: 0, delivered: 0, cancelled: 0 });

/** A lead with its shipment's outcome, when it is a booking whose shipment has ended. */
type ReportRow = LeadRow & { outcome?: ShipmentOutcome["status"] };

function add(counts: Counts, row: ReportRow): void {
  counts.leads += 1;
  if (row.consent_given === 1) counts.consented += 1;
  if (row.kind === "booking") counts.bookings += 1;
  if (row.outcome) counts[row.outcome] += 1;
}

function byCampaign(rows: ReportRow[], pick: (t: Touches) => Touch | undefined): CampaignLine[] {
  const lines = new Map<string, CampaignLine>();
  for (const row of rows) {
    const campaign = campaignOf(pick(touchesOf(row)));
    const key = JSON.stringify(campaign);
    const line = lines.get(key) ?? { ...campaign, ...empty() };
    add(line, row);
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => b.leads - a.leads || campaignSortKey(a).localeCompare(campaignSortKey(b)));
}

/** `signed`: the signed orders' prices by lead id (lib/orders signedPrices), the value their bookings' exports told. */
export function leadsReport(
  leads: LeadRow[],
  exportRows: ExportRow[] = [],
  outcomes: ShipmentOutcome[] = [],
  dead: DeadRow[] = [],
  signed: ReadonlyMap<string, ConversionValue> = new Map(),
): LeadsReport {
  const leadById = new Map(leads.map((l) => [l.id, l]));
  const valueOf: ValueOf = (row) => {
    const lead = row.lead_id ? leadById.get(row.lead_id) : undefined;
    const conversion = row.conversion === "booking" ? "booking" : lead && conversionKindOf(lead.kind);
    return lead && conversion && conversionValueOf(lead, conversion, signed.get(lead.id));
  };
  const outcomeOf = new Map(outcomes.map((o) => [o.lead_id, o.status]));
  const rows: ReportRow[] = leads.map((lead) => ({ ...lead, outcome: outcomeOf.get(lead.id) }));
  const days = new Map<string, DayLine>();
  const total = empty();
  for (const row of rows) {
    const day = row.created_at.slice(0, 10);
    const line = days.get(day) ?? { day, ...empty() };
    add(line, row);
    days.set(day, line);
    add(total, row);
  }
  return {
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    firstTouch: byCampaign(rows, (t) => t.first),
    lastTouch: byCampaign(rows, (t) => t.last),
    total,
    exports: exportLines(exportRows, valueOf),
    campaignExports: campaignExportLines(exportRows, leadById, valueOf),
    dead,
  };
}
