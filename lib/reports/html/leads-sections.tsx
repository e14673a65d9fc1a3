import { campaignLabel } from "../campaign";
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
} from "../leads-report";
import { BarChart, type Series } from "./bar-chart";
import { DataTable } from "./data-table";

/**
 * The leads report's sections of `npm run leads:report -- --html`: each chart followed by its table with the
 * exact figures.
 */

/** Colours with at least 4.5:1 against the white page, so bars and their legend read in any light. */
const LEADS: Series = { name: "Leads", color: "#1d4ed8" };
const BOOKINGS: Series = { name: "Confirmed bookings", color: "#9a3412" };
const EXPORT_SERIES: Series[] = [
  { name: "Exported", color: "#15803d" },
  { name: "Tested (not counted)", color: "#a16207" },
  { name: "Failed", color: "#b91c1c" },
  { name: "Pending", color: "#4b5563" },
  { name: "Skipped", color: "#7c3aed" },
];

const COUNT_HEADERS = [
  "Leads",
  "Confirmed bookings",
  "Booking rate",
  "Delivered",
  "Cancelled",
  "Consented to calls and texts",
];
const countCells = (c: Counts) => [
  String(c.leads),
  String(c.bookings),
  bookingRate(c),
  String(c.delivered),
  String(c.cancelled),
  String(c.consented),
];

const EXPORT_HEADERS = [
  "Exported",
  "Tested (not counted)",
  "Failed",
  "Pending",
  ...SKIP_REASON_LIST.map((r) => `Skipped: ${r}`),
  "Value exported",
];

/** The period's totals, one figure each, above the charts. */
export function Totals({ total }: { total: Counts }) {
  const items: [string | number, string][] = [
    [total.leads, "leads"],
    [total.bookings, "confirmed bookings"],
    [bookingRate(total), "booking rate"],
    [total.delivered, "shipments delivered"],
    [total.cancelled, "shipments cancelled"],
    [total.consented, "consented to calls and texts"],
  ];
  return (
    <ul className="summary" aria-label="Totals">
      {items.map(([figure, what]) => (
        <li key={what}>
          <strong>{figure}</strong>
          {what}
        </li>
      ))}
    </ul>
  );
}

export function PerDaySection({ days }: { days: LeadsReport["days"] }) {
  const heading = "Leads and confirmed bookings per day";
  return (
    <section aria-labelledby="per-day">
      <h2 id="per-day">{heading}</h2>
      <BarChart
        id="per-day-chart"
        title={heading}
        bars={days.map((d) => ({ label: d.day, values: [d.leads, d.bookings] }))}
        series={[LEADS, BOOKINGS]}
        stacked={false}
      />
      <DataTable
        caption="Per day"
        headers={["Day", ...COUNT_HEADERS]}
        rows={days.map((d) => [d.day, ...countCells(d)])}
        numericFrom={1}
      />
    </section>
  );
}

type CampaignSectionProps = { id: string; heading: string; lines: CampaignLine[] };

export function CampaignSection({ id, heading, lines }: CampaignSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <BarChart
        id={`${id}-chart`}
        title={`${heading}: leads and confirmed bookings per source / medium / campaign`}
        bars={lines.map((l) => ({ label: campaignLabel(l), values: [l.leads, l.bookings] }))}
        series={[LEADS, BOOKINGS]}
        stacked={false}
      />
      <DataTable
        caption={`${heading}, per source / medium / campaign`}
        headers={["Source / medium / campaign", ...COUNT_HEADERS]}
        rows={lines.map((l) => [campaignLabel(l), ...countCells(l)])}
        numericFrom={1}
      />
    </section>
  );
}

const skippedTotal = (l: ExportLine) => SKIP_REASON_LIST.reduce((a, r) => a + l.skipped[r], 0);

export function ExportsSection({ exports }: { exports: ExportLine[] }) {
  const caption = "Conversion exports per destination";
  return (
    <section aria-labelledby="exports">
      <h2 id="exports">Conversions reported to the ad platforms</h2>
      <p>
        Skipped: gpc and opt-out are the visitor’s privacy choice; no-click-id and no-client-id mean the platform did
        not bring the visitor.
      </p>
      <BarChart
        id="exports-chart"
        title={caption}
        bars={exports.map((l) => ({
          label: l.destination,
          values: [l.exported, l.tested, l.failed, l.pending, skippedTotal(l)],
        }))}
        series={EXPORT_SERIES}
        stacked
      />
      <DataTable
        caption={caption}
        headers={["Destination", ...EXPORT_HEADERS]}
        rows={exports.map((l) => [l.destination, ...exportCounts(l)])}
        numericFrom={1}
      />
    </section>
  );
}

/** Per last-touch campaign and destination. */
export function CampaignExportsSection({ lines }: { lines: CampaignExportLine[] }) {
  return (
    <section aria-labelledby="campaign-exports">
      <h2 id="campaign-exports">Conversions per campaign (last touch)</h2>
      <DataTable
        caption="Conversion exports per campaign and destination"
        headers={["Source / medium / campaign", "Destination", ...EXPORT_HEADERS]}
        rows={lines.map((l) => [campaignLabel(l), l.destination, ...exportCounts(l)])}
        numericFrom={2}
      />
    </section>
  );
}

/** The deliveries given up, each row one to follow up. */
export function DeadSection({ dead }: { dead: DeadRow[] }) {
  return (
    <section aria-labelledby="dead">
      <h2 id="dead">{`Deliveries given up (${dead.length})`}</h2>
      <DataTable
        caption="Deliveries given up: each lead is stored; follow it up by hand"
        headers={["Lead", "Channel", "Reason"]}
        rows={dead.map((d) => [d.lead_number, d.channel, d.last_error ?? ""])}
        numericFrom={3}
      />
    </section>
  );
}
