import { campaignLabel } from "../campaign";
import type { MoneyReport } from "../money-report";
import { FIRST_TOUCH_HEADER, INVARIANT_NAMES, MONEY_HEADERS, invariantText, moneyCells } from "../money-report-text";
import { DataTable } from "./data-table";

/** The money report's section of the HTML page, after the leads report's. */
export function MoneySection({ report }: { report: MoneyReport }) {
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title">Payments of the period’s bookings</h2>
      <DataTable
        caption="Orders, cards and payments per campaign (first touch)"
        headers={[FIRST_TOUCH_HEADER, ...MONEY_HEADERS]}
        rows={[
          ...report.campaigns.map((l) => [campaignLabel(l), ...moneyCells(l)]),
          ["Total", ...moneyCells(report.total)],
        ]}
        numericFrom={1}
      />
      <ul>
        <li>{invariantText(INVARIANT_NAMES.noChargeBeforeCarrier, report.noChargeBeforeCarrier)}</li>
        <li>{invariantText(INVARIANT_NAMES.neverAboveSigned, report.neverAboveSigned)}</li>
      </ul>
    </section>
  );
}
