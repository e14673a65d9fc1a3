import type { Db } from "@/lib/db";
import { listLeadsSince } from "@/lib/leads";
import { signedPrices } from "@/lib/orders";
import type { DayRange } from "./day-range";
import { leadsReport, type LeadsReport } from "./leads-report";
import { moneyReport, type MoneyReport } from "./money-report";
import { listDeadSince, listExportsSince, listShipmentOutcomesSince } from "./queries";

/**
 * Both reports of `npm run leads:report` over the leads created in the range: the leads report (a signed
 * booking's export valued at its signed price) and the money report of the period's bookings.
 */
export async function periodReports(db: Db, range: DayRange): Promise<{ leads: LeadsReport; money: MoneyReport }> {
  const leads = await listLeadsSince(db, range.since, range.until);
  const signed = await signedPrices(
    db,
    leads.filter((l) => l.kind === "booking").map((l) => l.id),
  );
  return {
    leads: leadsReport(
      leads,
      await listExportsSince(db, range.since, range.until),
      await listShipmentOutcomesSince(db, range.since, range.until),
      await listDeadSince(db, range.since, range.until),
      signed,
    ),
    money: await moneyReport(db, leads, new Set(signed.keys())),
  };
}
