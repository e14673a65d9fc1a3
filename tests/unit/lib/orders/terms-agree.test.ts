import fc from "fast-check";
import type { OrderTermsFact } from "@/lib/facts";
import {
  RELEASE_COST_CENTS,
  buildOrder,
  cancellationCostCents,
  chargeDueAt,
  chargedThrough,
  formatCents,
  latePickupCreditCents,
  orderClauses,
  refundOnCancellation,
  type ClauseId,
  type Order,
} from "@/lib/orders";
import { orderInput } from "../../../support/orders";

/** Every amount a sentence states, in cents, in the order it states them. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+)(?:\.(\d{2}))?/g)].map(
    (m) => Number(m[1]!.replace(/,/g, "")) * 100 + Number(m[2] ?? 0),
  );
}

const termsArb: fc.Arbitrary<OrderTermsFact> = fc.record({
  payment: fc.constantFrom("deposit" as const, "online" as const),
  brokerFee: fc.record({
    percent: fc.integer({ min: 1, max: 100 }),
    minimumDollars: fc.integer({ min: 0, max: 5000 }),
  }),
  latePickup: fc.option(
    fc.record({ perDayDollars: fc.integer({ min: 1, max: 500 }), maxDollars: fc.integer({ min: 1, max: 5000 }) }),
    { nil: null },
  ),
});
/** Window prices as the booking page computes them (whole $5), and odd ones the rules must survive too. */
const priceArb = fc.oneof(
  fc.integer({ min: 20, max: 20_000 }).map((n) => n * 5),
  fc.integer({ min: 1, max: 100_000 }),
);
const orderArb = fc
  .tuple(priceArb, termsArb, fc.constantFrom("card" as const, "phone" as const))
  .map(([high, terms, collection]) => buildOrder(orderInput({ price: { low: high, high } }), terms, collection));

const clause = (order: Order, id: ClauseId) => orderClauses(order).find((c) => c.id === id);

describe("the order's terms and its money rules", () => {
  it("state the same amounts for every term: price, charges and what is left to the driver", () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        expect(amountsIn(clause(o, "price")!.lines.join(" "))).toEqual([o.priceCents]);
        const payment = clause(o, "payment")!.lines;
        expect(chargeDueAt(o, "signed")).toBe(0);
        expect(payment[0]).toBe("Nothing is charged now, when you sign.");
        expect(amountsIn(payment[1]!)).toEqual([chargeDueAt(o, "carrier_assigned")]);
        const atDelivery = o.priceCents - chargedThrough(o, "delivered");
        expect(amountsIn(payment[2]!)).toEqual(atDelivery > 0 ? [atDelivery] : []);
        if (atDelivery === 0) expect(payment[2]).toBe("Nothing is paid to the driver at delivery.");
        expect(o.dueAtDeliveryCents).toBe(atDelivery);
        expect(chargeDueAt(o, "picked_up") + chargeDueAt(o, "delivered")).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it("state the cancellation schedule the refund rule applies", () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const [free, afterCarrier, afterPickup] = clause(o, "cancellation")!.lines;
        expect(cancellationCostCents(o, "signed")).toBe(0);
        expect(free).toContain("free of charge until a carrier is assigned");
        expect(amountsIn(free!)).toEqual([]);
        const charged = chargedThrough(o, "carrier_assigned");
        const fee = cancellationCostCents(o, "carrier_assigned");
        const refund = refundOnCancellation(o, "carrier_assigned", charged);
        expect(amountsIn(afterCarrier!)).toEqual(refund > 0 ? [fee, refund] : [fee]);
        expect(refund + Math.min(fee, charged)).toBe(charged);
        expect(amountsIn(afterPickup!)).toEqual([cancellationCostCents(o, "picked_up")]);
        expect(refundOnCancellation(o, "signed", chargedThrough(o, "signed"))).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it("release the visitor at no cost when no carrier takes the order, as the clause says", () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const [release] = clause(o, "release")!.lines;
        expect(release).toContain("you are released from it and pay nothing");
        expect(amountsIn(release!)).toEqual([]);
        expect(RELEASE_COST_CENTS).toBe(0);
        expect(chargedThrough(o, "signed")).toBe(0);
      }),
    );
  });

  it("credit a late pickup as the clause states, and have no clause when none is offered", () => {
    fc.assert(
      fc.property(orderArb, fc.integer({ min: 0, max: 60 }), (o, daysLate) => {
        const late = clause(o, "late-pickup");
        if (!o.latePickup) {
          expect(late).toBeUndefined();
          expect(latePickupCreditCents(o, daysLate)).toBe(0);
          return;
        }
        const [perDay, cap] = amountsIn(late!.lines[0]!);
        expect(latePickupCreditCents(o, daysLate)).toBe(Math.min(daysLate * perDay!, cap!));
        expect(cap!).toBeLessThanOrEqual(o.priceCents);
      }),
      { numRuns: 500 },
    );
  });

  it("writes amounts as people read them", () => {
    expect([formatCents(135_000), formatCents(24_750), formatCents(5)]).toEqual(["$1,350", "$247.50", "$0.05"]);
  });
});
