import { renderToStaticMarkup } from "react-dom/server";
import type { LeadsReport } from "../leads-report";
import type { MoneyReport } from "../money-report";
import {
  CampaignExportsSection,
  CampaignSection,
  DeadSection,
  ExportsSection,
  PerDaySection,
  Totals,
} from "./leads-sections";
import { MoneySection } from "./money-section";

/**
 * `npm run leads:report -- --html`: the report as one self-contained HTML file marketing can open offline. Its
 * styles are inline and its charts inline SVG: no script, no font, no request of any kind.
 */

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#111827;background:#fff;margin:0 auto;max-width:960px;padding:24px}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-top:1px solid #d1d5db;padding-top:1rem}
svg text{font:12px system-ui,sans-serif;fill:#111827}
.summary{display:flex;flex-wrap:wrap;gap:12px;padding:0;list-style:none}.summary li{border:1px solid #d1d5db;border-radius:8px;padding:8px 14px}
.summary strong{display:block;font-size:1.5rem}
.legend{display:flex;gap:16px;list-style:none;padding:0;margin:0 0 8px}.swatch{display:inline-block;width:12px;height:12px;margin-right:6px;vertical-align:middle}
table{border-collapse:collapse;margin-top:12px;width:100%}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border-bottom:1px solid #e5e7eb;padding:4px 8px;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
figure{margin:0}`;

/** The days the report covers, as the command was given them (`until` "today" when open-ended). */
type ShownRange = { since: string; until: string };
type ReportPageProps = { leads: LeadsReport; money: MoneyReport; range: ShownRange };

function ReportPage({ leads, money, range }: ReportPageProps) {
  const title = `Leads report, ${range.since} to ${range.until} (UTC)`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <Totals total={leads.total} />
          <PerDaySection days={leads.days} />
          <CampaignSection id="first-touch" heading="By first touch" lines={leads.firstTouch} />
          <CampaignSection id="last-touch" heading="By last touch" lines={leads.lastTouch} />
          <ExportsSection exports={leads.exports} />
          <CampaignExportsSection lines={leads.campaignExports} />
          <DeadSection dead={leads.dead} />
          <MoneySection report={money} />
        </main>
      </body>
    </html>
  );
}

/** The whole page; react-dom escapes every value it is handed, whoever typed it. */
export function reportHtml(page: ReportPageProps): string {
  return `<!doctype html>\n${renderToStaticMarkup(<ReportPage {...page} />)}\n`;
}
