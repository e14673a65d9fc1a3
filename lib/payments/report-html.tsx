/** The report's HTML section. Its own face, imported by scripts/leads-report.ts only: Next.js refuses react-dom/server in anything it bundles. */
import { renderToStaticMarkup } from "react-dom/server";
import type { MoneyReport } from "./report";
import { INVARIANT_NAMES, MONEY_HEADERS, invariantText, moneyCells } from "./report-format";

function MoneySection({ report }: { report: MoneyReport }) {
  const rows = [
    ...report.campaigns.map((l) => ({ name: `${l.source} / ${l.medium} / ${l.campaign}`, c: l })),
    { name: "Total", c: report.total },
  ];
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">Payments of the period’s bookings</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Source / medium / campaign (first touch)</th>
            {MONEY_HEADERS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, c }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {moneyCells(c).map((cell, i) => (
                <td key={MONEY_HEADERS[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        <li>{invariantText(INVARIANT_NAMES.noChargeBeforeCarrier, report.noChargeBeforeCarrier)}</li>
        <li>{invariantText(INVARIANT_NAMES.neverAboveSigned, report.neverAboveSigned)}</li>
      </ul>
    </section>
  );
}

/** The money section set into the leads report's HTML page, before its end; react-dom escapes every value. */
export function withMoneyHtml(page: string, report: MoneyReport): string {
  const section = renderToStaticMarkup(<MoneySection report={report} />);
  const end = page.lastIndexOf("</main>");
  return end < 0 ? page + section : page.slice(0, end) + section + page.slice(end);
}
