import { moneyCsv, moneyTable, type MoneyReport } from "@/lib/payments";
import { withMoneyHtml } from "@/lib/payments/report-html";

const holds = { holds: true, checked: 2, violations: [] };
const counts = { ordersSigned: 3, cardsSaved: 2, charges: 2, chargedCents: 50_000, refunds: 1, refundedCents: 25_000 };
const report: MoneyReport = {
  campaigns: [{ source: "google", medium: "cpc", campaign: "snowbirds", ...counts }],
  total: { ...counts, ordersSigned: 4 },
  noChargeBeforeCarrier: holds,
  neverAboveSigned: holds,
};

describe("the money report's orders signed, beside cards saved, revenue charged and refunds", () => {
  it("shows them per campaign and in total in the terminal's table", () => {
    const lines = moneyTable(report).split("\n");
    expect(lines[1]).toMatch(/Orders signed {2}Cards saved {2}Charges {2}Revenue charged {2}Refunds {2}Refunded$/);
    expect(lines[2]).toMatch(/^google \/ cpc \/ snowbirds +3 +2 +2 +\$500\.00 +1 +\$250\.00$/);
    expect(lines[3]).toMatch(/^Total +4 +2 /);
  });

  it("gives them a column of their own in the CSV", () => {
    const [header, campaign, total] = moneyCsv(report).split("\r\n");
    expect(header).toBe(
      "row,source,medium,campaign,orders_signed,cards_saved,charges,charged_cents,refunds,refunded_cents",
    );
    expect(campaign).toBe("payments_first_touch,google,cpc,snowbirds,3,2,2,50000,1,25000");
    expect(total).toBe("payments_total,,,,4,2,2,50000,1,25000");
  });

  it("puts them under their own heading in the HTML report", () => {
    const html = withMoneyHtml("<main></main>", report);
    expect(html).toContain('<th scope="col">Orders signed</th><th scope="col">Cards saved</th>');
    expect(html).toContain('<th scope="row">google / cpc / snowbirds</th><td>3</td><td>2</td><td>2</td>');
    expect(html).toContain('<th scope="row">Total</th><td>4</td>');
  });
});
