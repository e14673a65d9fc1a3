import type { OrderTermsFact } from "@/lib/facts";
import { buildOrder, type Order, type OrderInput } from "@/lib/orders";

/** A confirmed booking's order input, as a test needs one; fields overridable. */
export function orderInput(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    leadNumber: "Q-2611-0042",
    customer: { firstName: "Dana", email: "dana@example.com" },
    route: { from: "Doral, FL 33172", to: "Austin, TX 78701" },
    vehicles: ["2021 Ford F-150"],
    window: { kind: "standard", from: "2026-12-02", to: "2026-12-04" },
    price: { low: 1200, high: 1350 },
    ...overrides,
  };
}

export const DEPOSIT_TERMS: OrderTermsFact = {
  payment: "deposit",
  brokerFee: { percent: 20, minimumDollars: 150 },
  latePickup: { perDayDollars: 25, maxDollars: 200 },
};

export function testOrder(overrides: Partial<OrderInput> = {}, terms: OrderTermsFact = DEPOSIT_TERMS): Order {
  return buildOrder(orderInput(overrides), terms, "phone");
}
