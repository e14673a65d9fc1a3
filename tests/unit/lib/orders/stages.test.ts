import { chargeDueOnMove, orderStageOf, refundOnCancellation, chargedThrough } from "@/lib/orders";
import { testOrder } from "../../../support/orders";

describe("a shipment's statuses as the order's money stages", () => {
  it("reads the furthest stage from the whole history: a reschedule before a carrier proves none", () => {
    expect(orderStageOf([])).toBe("signed");
    expect(orderStageOf(["pickup_rescheduled"])).toBe("signed");
    expect(orderStageOf(["carrier_assigned", "pickup_rescheduled"])).toBe("carrier_assigned");
    expect(orderStageOf(["carrier_assigned", "picked_up", "in_transit"])).toBe("picked_up");
    expect(orderStageOf(["carrier_assigned", "picked_up", "delivered"])).toBe("delivered");
  });

  it("charges the deposit on the first carrier assigned only, and nothing on any other move", () => {
    const order = testOrder();
    expect(chargeDueOnMove(order, [], "carrier_assigned")).toBe(27_000);
    expect(chargeDueOnMove(order, ["carrier_assigned"], "carrier_assigned")).toBe(0);
    expect(chargeDueOnMove(order, ["pickup_rescheduled"], "carrier_assigned")).toBe(27_000);
    expect(chargeDueOnMove(order, [], "pickup_rescheduled")).toBe(0);
    expect(chargeDueOnMove(order, ["carrier_assigned"], "picked_up")).toBe(0);
    expect(chargeDueOnMove(order, ["carrier_assigned", "picked_up"], "delivered")).toBe(0);
  });

  it("refunds a cancellation by the stage reached before it", () => {
    const online = testOrder(
      {},
      { payment: "online", brokerFee: { percent: 20, minimumDollars: 150 }, latePickup: null },
    );
    const stage = orderStageOf(["carrier_assigned"]);
    expect(refundOnCancellation(online, stage, chargedThrough(online, stage))).toBe(135_000 - 27_000);
    expect(refundOnCancellation(online, orderStageOf([]), 0)).toBe(0);
  });
});
