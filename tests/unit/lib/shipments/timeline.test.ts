import { TRANSITIONS, decide, shipmentEventSchema, shipmentTimeline, type RecordedEvent } from "@/lib/shipments";

const window = { kind: "standard" as const, from: "2026-12-01", to: "2026-12-03", low: 1000, high: 1200 };

function recorded(id: string, raw: Record<string, unknown>, effect: "applied" | "late" = "applied"): RecordedEvent {
  const event = shipmentEventSchema.parse({ lead_number: "Q-2611-0001", ...raw });
  return { id, event, receivedAt: "2026-11-30T00:00:00.000Z", effect };
}

describe("the shipment state machine", () => {
  it("never leaves delivered or cancelled, and never goes back to before the pickup once picked up", () => {
    expect(TRANSITIONS.delivered).toEqual([]);
    expect(TRANSITIONS.cancelled).toEqual([]);
    expect(TRANSITIONS.picked_up).not.toContain("carrier_assigned");
    expect(
      decide({ status: "picked_up", occurredAt: "2026-12-02T10:00:00.000Z" }, "cancelled", "2026-12-02T11:00:00.000Z"),
    ).toEqual({
      kind: "impossible",
      from: "picked_up",
    });
  });

  it("keeps an event older than the current status as late, whatever its status", () => {
    const current = { status: "delivered" as const, occurredAt: "2026-12-05T10:00:00.000Z" };
    expect(decide(current, "in_transit", "2026-12-04T10:00:00.000Z")).toEqual({ kind: "late" });
    expect(decide({ status: "booked", occurredAt: null }, "carrier_assigned", "2020-01-01T00:00:00.000Z")).toEqual({
      kind: "applied",
    });
  });
});

describe("the booking page's timeline", () => {
  it("starts at booked with the window and the steps ahead, the pickup expected in the window", () => {
    const t = shipmentTimeline({ confirmedAt: "2026-11-26T15:00:00.000Z", window, events: [] });
    expect(t.status).toBe("booked");
    expect(t.steps.map((s) => [s.label, s.state])).toEqual([
      ["Booked", "current"],
      ["Carrier assigned", "upcoming"],
      ["Picked up", "upcoming"],
      ["In transit", "upcoming"],
      ["Delivered", "upcoming"],
    ]);
    expect(t.steps.find((s) => s.label === "Picked up")?.when).toBe("Expected Tue, Dec 1 – Thu, Dec 3");
    expect(t.next).toBe(
      "Next: carrier assigned: before pickup, Tue, Dec 1 – Thu, Dec 3. We e-mail you when it happens.",
    );
  });

  it("shows a late event in its place, the current step from the applied ones, and the promised pickup day", () => {
    const events = [
      recorded("b", {
        status: "carrier_assigned",
        occurred_at: "2026-11-28T10:00:00Z",
        carrier: { name: "Acme Haul", mc: "123" },
        pickup_date: "2026-12-02",
      }),
      recorded(
        "a",
        {
          status: "pickup_rescheduled",
          occurred_at: "2026-11-27T10:00:00Z",
          window: { from: "2026-12-02", to: "2026-12-04" },
          reason: "Weather",
        },
        "late",
      ),
    ];
    const t = shipmentTimeline({ confirmedAt: "2026-11-26T15:00:00.000Z", window, events });
    expect(t.status).toBe("carrier_assigned");
    expect(t.steps.map((s) => [s.label, s.state])).toEqual([
      ["Booked", "done"],
      ["Pickup rescheduled", "done"],
      ["Carrier assigned", "current"],
      ["Picked up", "upcoming"],
      ["In transit", "upcoming"],
      ["Delivered", "upcoming"],
    ]);
    expect(t.carrier).toEqual({ name: "Acme Haul", mc: "123" });
    // The sender's reason is labelled as theirs, not left to read as our own words.
    expect(t.steps[1]?.details).toEqual(["New pickup window: Wed, Dec 2 – Fri, Dec 4", "Reason: Weather"]);
    expect(t.steps[2]?.details).toEqual(["Acme Haul (MC 123)", "Pickup promised for Wednesday, December 2, 2026"]);
    expect(t.steps.find((s) => s.label === "Picked up")?.when).toBe("Expected Wednesday, December 2, 2026");
  });

  it("ends with nothing ahead and no carrier once cancelled", () => {
    const events = [
      recorded("a", {
        status: "carrier_assigned",
        occurred_at: "2026-11-28T10:00:00Z",
        carrier: { name: "X", usdot: "1" },
        pickup_date: "2026-12-02",
      }),
      recorded("b", { status: "cancelled", occurred_at: "2026-11-29T10:00:00Z", reason: "Sold the car" }),
    ];
    const t = shipmentTimeline({ confirmedAt: "2026-11-26T15:00:00.000Z", window, events });
    expect(t.steps.at(-1)).toMatchObject({ label: "Cancelled", state: "current", details: ["Reason: Sold the car"] });
    expect(t.steps.some((s) => s.state === "upcoming")).toBe(false);
    expect(t.carrier).toBeNull();
    expect(t.next).toBeNull();
  });
});
