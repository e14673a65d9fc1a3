import { withMoneySteps } from "@/lib/booking/money-timeline";
import type { MoneyStep } from "@/lib/payments";
import type { Timeline } from "@/lib/shipments";

const timeline: Timeline = {
  status: "carrier_assigned",
  carrier: { name: "Sunshine Auto Transport LLC", usdot: "1234567" },
  next: null,
  steps: [
    { key: "booked", status: "booked", label: "Booked", state: "done", when: "Nov 20, 2026", details: [] },
    {
      key: "e1",
      status: "carrier_assigned",
      label: "Carrier assigned",
      state: "current",
      when: "Nov 22, 2026",
      details: [],
    },
    { key: "next-picked_up", status: "picked_up", label: "Picked up", state: "upcoming", when: null, details: [] },
  ],
};

const card: MoneyStep = {
  key: "money-card",
  after: "booked",
  label: "Card saved",
  state: "done",
  at: "2026-11-21T15:00:00Z",
  details: ["Visa ending in 4242"],
};
const charge: MoneyStep = {
  key: "money-charge",
  after: "carrier_assigned",
  label: "Deposit charged",
  state: "done",
  at: "2026-11-22T16:00:00Z",
  details: ["$250.00 charged to your card"],
};
const refund: MoneyStep = {
  key: "money-refund",
  after: "cancelled",
  label: "Refunded",
  state: "done",
  at: "2026-11-23T16:00:00Z",
  details: [],
};

describe("the booking timeline's money steps", () => {
  it("sets the card after the booking and the charge after the carrier's assignment, with their days", () => {
    const t = withMoneySteps(timeline, [card, charge]);
    expect(t.steps.map((s) => [s.label, s.when])).toEqual([
      ["Booked", "Nov 20, 2026"],
      ["Card saved", "Nov 21, 2026"],
      ["Carrier assigned", "Nov 22, 2026"],
      ["Deposit charged", "Nov 22, 2026"],
      ["Picked up", null],
    ]);
  });

  it("puts a step whose status has not happened before the steps ahead", () => {
    expect(withMoneySteps(timeline, [refund]).steps.map((s) => s.key)).toEqual([
      "booked",
      "e1",
      "money-refund",
      "next-picked_up",
    ]);
  });
});
