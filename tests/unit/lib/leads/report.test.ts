import type { LeadRow } from "@/lib/db";
import { campaignOf, leadsReport } from "@/lib/leads/report";
import { reportCsv, reportTable } from "@/lib/leads/report-format";

function lead(over: Partial<LeadRow>): LeadRow {
  return {
    kind: "sdk",
    consent_given: 0,
    attribution_json: null,
    created_at: "2026-11-20T10:00:00.000Z",
    ...over,
  } as LeadRow;
}

const snowbirds = JSON.stringify({
  first: { utm_source: "google", utm_medium: "cpc", utm_campaign: "snowbirds", gclid: "abc" },
  last: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "december" },
});

describe("the leads report", () => {
  it("names a touch's source, medium and campaign as analytics tools do", () => {
    expect(campaignOf({ utm_source: "google", utm_medium: "cpc", utm_campaign: "snowbirds" })).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "snowbirds",
    });
    expect(campaignOf({ gclid: "x" })).toEqual({ source: "google", medium: "cpc", campaign: "(not set)" });
    expect(campaignOf({ msclkid: "x" })).toMatchObject({ source: "bing", medium: "cpc" });
    expect(campaignOf({ referrer_host: "news.example.org" })).toMatchObject({
      source: "news.example.org",
      medium: "referral",
    });
    expect(campaignOf(undefined)).toEqual({ source: "(direct)", medium: "(none)", campaign: "(not set)" });
  });

  it("counts leads, consents, confirmed bookings and their shipments' outcomes per day and per touch", () => {
    const report = leadsReport(
      [
        lead({ id: "a", attribution_json: snowbirds, consent_given: 1 }),
        lead({ id: "b", attribution_json: snowbirds, kind: "booking", created_at: "2026-11-21T09:00:00.000Z" }),
        lead({ id: "c", kind: "booking", created_at: "2026-11-21T23:59:59.000Z", consent_given: 1 }),
      ],
      [],
      [
        { lead_id: "b", status: "delivered" },
        { lead_id: "c", status: "cancelled" },
        { lead_id: "gone", status: "delivered" },
      ],
    );
    const none = { delivered: 0, cancelled: 0 };
    expect(report.total).toEqual({ leads: 3, consented: 2, bookings: 2, delivered: 1, cancelled: 1 });
    expect(report.days).toEqual([
      { day: "2026-11-20", leads: 1, consented: 1, bookings: 0, ...none },
      { day: "2026-11-21", leads: 2, consented: 1, bookings: 2, delivered: 1, cancelled: 1 },
    ]);
    expect(report.firstTouch).toEqual([
      {
        source: "google",
        medium: "cpc",
        campaign: "snowbirds",
        leads: 2,
        consented: 1,
        bookings: 1,
        delivered: 1,
        cancelled: 0,
      },
      {
        source: "(direct)",
        medium: "(none)",
        campaign: "(not set)",
        leads: 1,
        consented: 1,
        bookings: 1,
        delivered: 0,
        cancelled: 1,
      },
    ]);
    expect(report.lastTouch[0]).toMatchObject({ source: "newsletter", campaign: "december", leads: 2, delivered: 1 });
  });

  it("prints aligned tables and a CSV with one line per figure, the conversion exports last", () => {
    const report = leadsReport(
      [lead({ attribution_json: snowbirds, consent_given: 1 })],
      [
        { channel: "meta-capi", status: "done", skip_reason: null },
        { channel: "google-data-manager", status: "dead", skip_reason: null },
        { channel: "ga4-mp", status: "skipped", skip_reason: "no-client-id" },
      ],
    );
    const table = reportTable(report, { since: "2026-11-01", until: "2026-11-30" });
    expect(table).toContain(
      "Leads from 2026-11-01 to 2026-11-30 (UTC): 1 leads, 1 consented to calls and texts, 0 confirmed bookings",
    );
    expect(table).toMatch(/^google\s+cpc\s+snowbirds\s+1\s+1\s+0\s+0\s+0$/m);
    expect(table).toMatch(/^meta-capi\s+1\s+0\s+0\s+0\s+0\s+0\s+0\s+0\s+0\s+0$/m);
    expect(reportCsv(report).split("\r\n")).toEqual([
      "view,day,source,medium,campaign,leads,consented,bookings,delivered,cancelled,destination,exported,tested,failed,pending,skipped_gpc,skipped_opt_out,skipped_no_click_id,skipped_no_client_id,skipped_disabled,skipped_no_consent,value_exported",
      "day,2026-11-20,,,,1,1,0,0,0,,,,,,,,,,,,",
      "first_touch,,google,cpc,snowbirds,1,1,0,0,0,,,,,,,,,,,,",
      "last_touch,,newsletter,email,december,1,1,0,0,0,,,,,,,,,,,,",
      "export,,,,,,,,,,meta-capi,1,0,0,0,0,0,0,0,0,0,",
      "export,,,,,,,,,,google-data-manager,0,0,1,0,0,0,0,0,0,0,",
      "export,,,,,,,,,,ga4-mp,0,0,0,0,0,0,0,1,0,0,",
      "",
    ]);
  });

  it("counts each campaign's conversions per destination, sent and skipped, with their values, test sends apart", () => {
    const priced = (id: string, low: number, high: number, last: object) =>
      lead({
        id,
        attribution_json: JSON.stringify({ last }),
        estimate_json: JSON.stringify({ low, high, currency: "USD" }),
      });
    const ads = { utm_source: "google", utm_medium: "cpc", utm_campaign: "snowbirds" };
    const leads = [priced("a", 900, 1100, ads), priced("b", 1900, 2100, ads), priced("c", 500, 500, {})];
    const rows = [
      { lead_id: "a", conversion: "lead", channel: "meta-capi", status: "done", skip_reason: null },
      { lead_id: "b", conversion: "lead", channel: "meta-capi", status: "done", skip_reason: null },
      { lead_id: "a", conversion: "lead", channel: "google-data-manager", status: "tested", skip_reason: null },
      { lead_id: "b", conversion: "lead", channel: "google-data-manager", status: "skipped", skip_reason: "opt-out" },
      { lead_id: "c", conversion: "lead", channel: "meta-capi", status: "skipped", skip_reason: "no-click-id" },
    ];
    const dead = [{ lead_number: "Q-2611-0007", channel: "webhook", last_error: "Webhook answered 410 Gone" }];
    const report = leadsReport(leads, rows, [], dead);
    expect(report.exports[0]).toMatchObject({ destination: "meta-capi", exported: 2, value: { USD: 3000 } });
    expect(report.exports[1]).toMatchObject({ destination: "google-data-manager", exported: 0, tested: 1, value: {} });
    expect(report.campaignExports.map((l) => [l.source, l.destination, l.exported, l.tested, l.value])).toEqual([
      ["(direct)", "meta-capi", 0, 0, {}],
      ["google", "meta-capi", 2, 0, { USD: 3000 }],
      ["google", "google-data-manager", 0, 1, {}],
    ]);
    expect(report.campaignExports[2]?.skipped["opt-out"]).toBe(1);
    const table = reportTable(report, { since: "2026-11-01", until: "2026-11-30" });
    expect(table).toMatch(/^google\s+cpc\s+snowbirds\s+meta-capi\s+2\s+0\s+0\s+0(\s+0){6}\s+3000\.00 USD$/m);
    expect(table).toContain("Deliveries given up (1)\nQ-2611-0007  webhook  Webhook answered 410 Gone");
    expect(reportCsv(report)).toContain(
      "campaign_export,,google,cpc,snowbirds,,,,,,meta-capi,2,0,0,0,0,0,0,0,0,0,3000.00 USD",
    );
  });
});
