import type { LeadRow } from "@/lib/db";
import { leadsReport } from "@/lib/reports/leads-report";
import type { MoneyReport } from "@/lib/reports/money-report";
import { reportHtml } from "@/lib/reports/server";

const HOSTILE = `<script>alert(1)</script>&"`;
const ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;";

const noMoney: MoneyReport = {
  campaigns: [],
  total: { ordersSigned: 0, cardsSaved: 0, charges: 0, chargedCents: 0, refunds: 0, refundedCents: 0 },
  noChargeBeforeCarrier: { holds: true, checked: 0, violations: [] },
  neverAboveSigned: { holds: true, checked: 0, violations: [] },
};

function hostileLead(): LeadRow {
  return {
    id: "lead-1",
    kind: "sdk",
    consent_given: 1,
    created_at: "2026-11-20T10:00:00.000Z",
    attribution_json: JSON.stringify({ first: { utm_source: "google", utm_medium: "cpc", utm_campaign: HOSTILE } }),
  } as LeadRow;
}

function page(): string {
  const leads = leadsReport([hostileLead()], [], [], [{ lead_number: "Q-1", channel: "webhook", last_error: HOSTILE }]);
  return reportHtml({ leads, money: noMoney, range: { since: "2026-11-01", until: "2026-11-30" } });
}

describe("the HTML report", () => {
  it("writes a visitor's campaign name and a stored error as escaped text, never as markup", () => {
    const html = page();
    expect(html).not.toContain("<script");
    expect(html).toContain(`<th scope="row">google / cpc / ${ESCAPED}</th><td class="n">1</td>`);
    expect(html).toContain(`<th scope="row">Q-1</th><td>webhook</td><td>${ESCAPED}</td>`);
    expect(html).toContain(
      `<desc id="first-touch-chart-desc">google / cpc / ${ESCAPED}: Leads 1, Confirmed bookings 0</desc>`,
    );
  });

  it("is one document with its title, its totals and a chart per view", () => {
    const html = page();
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain("<title>Leads report, 2026-11-01 to 2026-11-30 (UTC)</title>");
    expect(html).toContain("<li><strong>1</strong>leads</li>");
    expect(html.match(/<svg role="img"/g)).toHaveLength(4);
  });
});
