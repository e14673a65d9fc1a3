import {
  SKIP_REASON_LIST,
  bookingRate,
  exportCounts,
  type CampaignLine,
  type Counts,
  type ExportLine,
  type LeadsReport,
} from "./report";

/**
 * `npm run leads:report -- --html`: the report as one self-contained HTML file marketing can open offline.
 * Charts are inline SVG drawn here (no script, no font, no request of any kind), each with a title and a
 * description for screen readers, and each followed by its table with the exact figures.
 */

type Series = { name: string; color: string };
type Bar = { label: string; values: number[] };

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

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
const clip = (text: string, max = 36) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const LABEL_WIDTH = 240;
const PLOT_WIDTH = 440;
const BAR = 14;
const GAP = 10;

function legend(series: Series[]): string {
  return `<ul class="legend">${series
    .map((s) => `<li><span class="swatch" style="background:${s.color}"></span>${esc(s.name)}</li>`)
    .join("")}</ul>`;
}

/** Horizontal bars: grouped (one bar per series) or stacked (one bar split by series). */
function barChart(id: string, title: string, bars: Bar[], series: Series[], stacked: boolean): string {
  if (bars.length === 0) return `<p>No data for this period.</p>`;
  const max = Math.max(1, ...bars.map((b) => (stacked ? b.values.reduce((a, v) => a + v, 0) : Math.max(...b.values))));
  const rowHeight = stacked ? BAR + GAP : series.length * BAR + GAP;
  const height = bars.length * rowHeight + GAP;
  const width = LABEL_WIDTH + PLOT_WIDTH + 60;
  const scale = (v: number) => (v / max) * PLOT_WIDTH;
  const rows = bars.map((bar, i) => {
    const y = GAP + i * rowHeight;
    const label = `<text x="${LABEL_WIDTH - 8}" y="${y + (rowHeight - GAP) / 2 + 4}" text-anchor="end">${esc(clip(bar.label))}</text>`;
    let x = LABEL_WIDTH;
    const rects = bar.values.map((value, s) => {
      const w = scale(value);
      const color = series[s]?.color ?? "#000";
      const name = esc(series[s]?.name ?? "");
      if (stacked) {
        const rect = `<rect x="${x}" y="${y}" width="${w}" height="${BAR}" fill="${color}"><title>${name}: ${value}</title></rect>`;
        x += w;
        return rect;
      }
      const by = y + s * BAR;
      return `<rect x="${LABEL_WIDTH}" y="${by}" width="${w}" height="${BAR - 2}" fill="${color}"><title>${name}: ${value}</title></rect><text x="${LABEL_WIDTH + w + 4}" y="${by + BAR - 4}">${value}</text>`;
    });
    const total = stacked
      ? `<text x="${x + 4}" y="${y + BAR - 3}">${bar.values.reduce((a, v) => a + v, 0)}</text>`
      : "";
    return label + rects.join("") + total;
  });
  const desc = bars
    .map((b) => `${b.label}: ${b.values.map((v, s) => `${series[s]?.name ?? ""} ${v}`).join(", ")}`)
    .join("; ");
  return `<figure>${legend(series)}<svg role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px">
<title id="${id}-title">${esc(title)}</title><desc id="${id}-desc">${esc(desc)}</desc>
<line x1="${LABEL_WIDTH}" y1="0" x2="${LABEL_WIDTH}" y2="${height}" stroke="#374151"/>${rows.join("\n")}</svg></figure>`;
}

function table(caption: string, headers: string[], rows: string[][], numericFrom: number): string {
  const head = headers.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const body = rows
    .map(
      (r) =>
        `<tr>${r
          .map((cell, i) =>
            i === 0
              ? `<th scope="row">${esc(cell)}</th>`
              : `<td${i >= numericFrom ? ' class="n"' : ""}>${esc(cell)}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("\n");
  return `<table><caption>${esc(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const countCells = (c: Counts) => [
  String(c.leads),
  String(c.bookings),
  bookingRate(c),
  String(c.delivered),
  String(c.cancelled),
  String(c.consented),
];
const COUNT_HEADERS = [
  "Leads",
  "Confirmed bookings",
  "Booking rate",
  "Delivered",
  "Cancelled",
  "Consented to calls and texts",
];

function campaignSection(id: string, heading: string, lines: CampaignLine[]): string {
  const name = (l: CampaignLine) => `${l.source} / ${l.medium} / ${l.campaign}`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${esc(heading)}</h2>
${barChart(
  `${id}-chart`,
  `${heading}: leads and confirmed bookings per source / medium / campaign`,
  lines.map((l) => ({ label: name(l), values: [l.leads, l.bookings] })),
  [LEADS, BOOKINGS],
  false,
)}
${table(
  `${heading}, per source / medium / campaign`,
  ["Source / medium / campaign", ...COUNT_HEADERS],
  lines.map((l) => [name(l), ...countCells(l)]),
  1,
)}</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#111827;background:#fff;margin:0 auto;max-width:960px;padding:24px}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-top:1px solid #d1d5db;padding-top:1rem}
svg text{font:12px system-ui,sans-serif;fill:#111827}
.summary{display:flex;flex-wrap:wrap;gap:12px;padding:0;list-style:none}.summary li{border:1px solid #d1d5db;border-radius:8px;padding:8px 14px}
.summary strong{display:block;font-size:1.5rem}
.legend{display:flex;gap:16px;list-style:none;padding:0;margin:0 0 8px}.swatch{display:inline-block;width:12px;height:12px;margin-right:6px;vertical-align:middle}
table{border-collapse:collapse;margin-top:12px;width:100%}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border-bottom:1px solid #e5e7eb;padding:4px 8px;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
figure{margin:0}`;

/** The period's totals, one figure each, above the charts. */
function totalsList(t: Counts): string {
  const items: [string | number, string][] = [
    [t.leads, "leads"],
    [t.bookings, "confirmed bookings"],
    [bookingRate(t), "booking rate"],
    [t.delivered, "shipments delivered"],
    [t.cancelled, "shipments cancelled"],
    [t.consented, "consented to calls and texts"],
  ];
  const list = items.map(([figure, what]) => `<li><strong>${figure}</strong>${what}</li>`).join("\n");
  return `<ul class="summary" aria-label="Totals">\n${list}\n</ul>`;
}

const EXPORT_HEADERS = [
  "Exported",
  "Tested (not counted)",
  "Failed",
  "Pending",
  ...SKIP_REASON_LIST.map((r) => `Skipped: ${r}`),
  "Value exported",
];

/** Per last-touch campaign and destination, and the deliveries given up, each row one to follow up. */
function campaignExportsAndDead(report: LeadsReport): string {
  const name = (l: { source: string; medium: string; campaign: string }) => `${l.source} / ${l.medium} / ${l.campaign}`;
  return `<section aria-labelledby="campaign-exports"><h2 id="campaign-exports">Conversions per campaign (last touch)</h2>
${table(
  "Conversion exports per campaign and destination",
  ["Source / medium / campaign", "Destination", ...EXPORT_HEADERS],
  report.campaignExports.map((l) => [name(l), l.destination, ...exportCounts(l)]),
  2,
)}</section>
<section aria-labelledby="dead"><h2 id="dead">Deliveries given up (${report.dead.length})</h2>
${table(
  "Deliveries given up: each lead is stored; follow it up by hand",
  ["Lead", "Channel", "Reason"],
  report.dead.map((d) => [d.lead_number, d.channel, d.last_error ?? ""]),
  3,
)}</section>`;
}

export function reportHtml(report: LeadsReport, range: { since: string; until: string }): string {
  const title = `Leads report, ${range.since} to ${range.until} (UTC)`;
  const exportHeaders = ["Destination", ...EXPORT_HEADERS];
  const skippedTotal = (l: ExportLine) => SKIP_REASON_LIST.reduce((a, r) => a + l.skipped[r], 0);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${esc(title)}</h1>
${totalsList(report.total)}
<section aria-labelledby="per-day"><h2 id="per-day">Leads and confirmed bookings per day</h2>
${barChart(
  "per-day-chart",
  "Leads and confirmed bookings per day",
  report.days.map((d) => ({ label: d.day, values: [d.leads, d.bookings] })),
  [LEADS, BOOKINGS],
  false,
)}
${table(
  "Per day",
  ["Day", ...COUNT_HEADERS],
  report.days.map((d) => [d.day, ...countCells(d)]),
  1,
)}</section>
${campaignSection("first-touch", "By first touch", report.firstTouch)}
${campaignSection("last-touch", "By last touch", report.lastTouch)}
<section aria-labelledby="exports"><h2 id="exports">Conversions reported to the ad platforms</h2>
<p>Skipped: gpc and opt-out are the visitor's privacy choice; no-click-id and no-client-id mean the platform did not bring the visitor.</p>
${barChart(
  "exports-chart",
  "Conversion exports per destination",
  report.exports.map((l) => ({
    label: l.destination,
    values: [l.exported, l.tested, l.failed, l.pending, skippedTotal(l)],
  })),
  EXPORT_SERIES,
  true,
)}
${table(
  "Conversion exports per destination",
  exportHeaders,
  report.exports.map((l) => [l.destination, ...exportCounts(l)]),
  1,
)}</section>
${campaignExportsAndDead(report)}
</main></body></html>
`;
}
