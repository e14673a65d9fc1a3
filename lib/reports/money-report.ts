import type { Db, LeadRow } from "@/lib/db";
import { PAYMENT_STATUS } from "@/lib/payments";
import { campaignOf, touchesOf, type Campaign } from "./campaign";

/**
 * The money part of `npm run leads:report`, per campaign (first touch) of the bookings made in the period:
 * orders signed, cards saved, revenue charged, refunds; and the two promises checked over every payment ever made: nothing
 * charged before a carrier was assigned, and no booking charged more than it signed for.
 */
export type MoneyCounts = {
  ordersSigned: number;
  cardsSaved: number;
  charges: number;
  chargedCents: number;
  refunds: number;
  refundedCents: number;
};
type MoneyLine = Campaign & MoneyCounts;
export type Invariant = { holds: boolean; checked: number; violations: string[] };
export type MoneyReport = {
  campaigns: MoneyLine[];
  total: MoneyCounts;
  noChargeBeforeCarrier: Invariant;
  neverAboveSigned: Invariant;
};

const empty = (): MoneyCounts => ({
  ordersSigned: 0,
  cardsSaved: 0,
  charges: 0,
  chargedCents: 0,
  refunds: 0,
  refundedCents: 0,
});

type Money = { lead_id: string; kind: string; amount_cents: number };

function count(line: MoneyCounts, signed: boolean, saved: boolean, money: Money[]): void {
  if (signed) line.ordersSigned += 1;
  if (saved) line.cardsSaved += 1;
  for (const m of money) {
    if (m.kind === "charge") {
      line.charges += 1;
      line.chargedCents += m.amount_cents;
    } else {
      line.refunds += 1;
      line.refundedCents += m.amount_cents;
    }
  }
}

/** Each succeeded charge against the first applied carrier_assigned of its booking: queued after it, or a violation. */
async function chargesBeforeCarrier(db: Db): Promise<Invariant> {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("leads", "leads.id", "payments.lead_id")
    .leftJoin("shipments", "shipments.lead_id", "payments.lead_id")
    .select(["leads.lead_number", "payments.created_at", "shipments.id as shipment_id"])
    .where("payments.kind", "=", "charge")
    .where("payments.status", "=", PAYMENT_STATUS.succeeded)
    .execute();
  const violations: string[] = [];
  for (const row of rows) {
    const first = row.shipment_id
      ? await db
          .selectFrom("shipment_events")
          .select("received_at")
          .where("shipment_id", "=", row.shipment_id)
          .where("status", "=", "carrier_assigned")
          .where("effect", "=", "applied")
          .orderBy("received_at")
          .executeTakeFirst()
      : undefined;
    if (!first || first.received_at > row.created_at) violations.push(row.lead_number);
  }
  return { holds: violations.length === 0, checked: rows.length, violations };
}

/** Per booking: what was charged (succeeded charges) against the signed total its payments carry. */
async function chargesAboveSigned(db: Db): Promise<Invariant> {
  const rows = await db
    .selectFrom("payments")
    .innerJoin("leads", "leads.id", "payments.lead_id")
    .select(["leads.lead_number", "payments.amount_cents", "payments.signed_cents"])
    .where("payments.kind", "=", "charge")
    .where("payments.status", "=", PAYMENT_STATUS.succeeded)
    .execute();
  const byLead = new Map<string, { charged: number; signed: number }>();
  for (const r of rows) {
    const seen = byLead.get(r.lead_number) ?? { charged: 0, signed: r.signed_cents };
    byLead.set(r.lead_number, {
      charged: seen.charged + r.amount_cents,
      signed: Math.min(seen.signed, r.signed_cents),
    });
  }
  const violations = [...byLead].filter(([, v]) => v.charged > v.signed).map(([n]) => n);
  return { holds: violations.length === 0, checked: byLead.size, violations };
}

/**
 * `signed`: the bookings whose order was signed (lib/orders signedPrices' keys), so the report counts what
 * lib/orders stored.
 */
export async function moneyReport(db: Db, leads: LeadRow[], signed: ReadonlySet<string>): Promise<MoneyReport> {
  const bookings = leads.filter((l) => l.kind === "booking");
  const ids = bookings.map((b) => b.id);
  const saved = ids.length
    ? new Set(
        (
          await db
            .selectFrom("payment_cards")
            .select("lead_id")
            .where("lead_id", "in", ids)
            .where("saved_at", "is not", null)
            .execute()
        ).map((r) => r.lead_id),
      )
    : new Set<string>();
  const money: Money[] = ids.length
    ? await db
        .selectFrom("payments")
        .select(["lead_id", "kind", "amount_cents"])
        .where("lead_id", "in", ids)
        .where("status", "=", PAYMENT_STATUS.succeeded)
        .execute()
    : [];
  const lines = new Map<string, MoneyLine>();
  const total = empty();
  for (const b of bookings) {
    const campaign = campaignOf(touchesOf(b).first);
    const key = JSON.stringify(campaign);
    const line = lines.get(key) ?? { ...campaign, ...empty() };
    const own = money.filter((m) => m.lead_id === b.id);
    count(line, signed.has(b.id), saved.has(b.id), own);
    count(total, signed.has(b.id), saved.has(b.id), own);
    lines.set(key, line);
  }
  return {
    campaigns: [...lines.values()].sort((a, b) => b.chargedCents - a.chargedCents || a.source.localeCompare(b.source)),
    total,
    noChargeBeforeCarrier: await chargesBeforeCarrier(db),
    neverAboveSigned: await chargesAboveSigned(db),
  };
}
