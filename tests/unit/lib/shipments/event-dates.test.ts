import { shipmentEventSchema } from "@/lib/shipments";
import { dayBeforeBooking, dayInFuture, shipmentMessages } from "@/lib/shipments/constants";
import { dateRefusal } from "@/lib/shipments/event-dates";

// Fixed instants: the rule is judged against the `now` it is given, never the machine's clock.
const NOW = new Date("2026-11-26T15:00:00.000Z");
const BOOKED_AT = "2026-11-20T17:00:00.000Z";
const at = { now: NOW, bookedAt: BOOKED_AT };
const base = { lead_number: "Q-2611-0042", occurred_at: "2026-11-26T14:00:00Z" };
const event = (fields: Record<string, unknown>) => shipmentEventSchema.parse({ ...base, ...fields });
const carrier = { name: "Sunshine Auto Transport LLC", usdot: "1234567" };

describe("the dates a shipment event may carry", () => {
  it("refuses a delivery reported for a day still to come, naming the field and the day", () => {
    expect(dateRefusal(event({ status: "delivered", date: "2026-12-04" }), at)).toEqual({
      field: "date",
      sentence: dayInFuture("date", "2026-12-04", "delivery"),
    });
    expect(dateRefusal(event({ status: "picked_up", date: "2026-11-28" }), at)?.sentence).toBe(
      "date 2026-11-28 is still to come; a pickup can be reported only once it has happened.",
    );
  });

  it("takes a pickup or delivery dated today, or tomorrow where tomorrow has already begun", () => {
    expect(dateRefusal(event({ status: "delivered", date: "2026-11-26" }), at)).toBeUndefined();
    // At 15:00 UTC it is already 27 November in Kiribati (UTC+14): a dispatcher there may write it.
    expect(dateRefusal(event({ status: "picked_up", date: "2026-11-27" }), at)).toBeUndefined();
  });

  it("refuses any day before the booking was made, plans included", () => {
    expect(dateRefusal(event({ status: "picked_up", date: "2026-11-18" }), at)).toEqual({
      field: "date",
      sentence: dayBeforeBooking("date", "2026-11-18", "Nov 20, 2026"),
    });
    expect(dateRefusal(event({ status: "carrier_assigned", carrier, pickup_date: "2026-11-19" }), at)?.field).toBe(
      "pickup_date",
    );
    const window = { from: "2026-11-15", to: "2026-11-22" };
    expect(dateRefusal(event({ status: "pickup_rescheduled", window, reason: "Rain" }), at)?.field).toBe("window.from");
    expect(dateRefusal(event({ status: "in_transit", estimated_delivery_date: "2026-11-01" }), at)?.field).toBe(
      "estimated_delivery_date",
    );
  });

  it("takes plans that lie ahead and the booking's own day", () => {
    expect(dateRefusal(event({ status: "carrier_assigned", carrier, pickup_date: "2026-12-10" }), at)).toBeUndefined();
    const window = { from: "2026-12-01", to: "2026-12-04" };
    expect(dateRefusal(event({ status: "pickup_rescheduled", window, reason: "Rain" }), at)).toBeUndefined();
    expect(dateRefusal(event({ status: "in_transit", estimated_delivery_date: "2026-12-20" }), at)).toBeUndefined();
    expect(dateRefusal(event({ status: "picked_up", date: "2026-11-20" }), at)).toBeUndefined();
    expect(dateRefusal(event({ status: "cancelled" }), at)).toBeUndefined();
  });

  it("allows the sender's clock five minutes ahead of ours for occurred_at, and no more", () => {
    const ahead = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    expect(dateRefusal(event({ status: "cancelled", occurred_at: ahead(4) }), at)).toBeUndefined();
    expect(dateRefusal(event({ status: "cancelled", occurred_at: ahead(6) }), at)).toEqual({
      field: "occurred_at",
      sentence: shipmentMessages.future,
    });
  });
});
