import { salesHeading } from "@/lib/leads/delivery/channels";
import { leadDocument } from "@/lib/leads/delivery/lead-document";
import { leadRow } from "../../../../support/lead-rows";

describe("the subject of sales' copy of a lead", () => {
  it("calls a quote request one", () => {
    expect(salesHeading(leadDocument(leadRow({ lead_number: "Q-2611-0042" })))).toBe("New quote request Q-2611-0042");
  });

  it("calls a contact message a message, not a quote request", () => {
    const message = leadRow({ kind: "contact", lead_number: "Q-2611-0044", ship_date: null, message: "Hello" });
    expect(salesHeading(leadDocument(message))).toBe("New message Q-2611-0044");
  });

  it("says a booking is a booking, with its number and the pickup window the visitor confirmed", () => {
    const window = { kind: "standard", from: "2026-12-02", to: "2026-12-04", low: 1000, high: 1200 };
    const booking = leadRow({
      kind: "booking",
      lead_number: "Q-2611-0043",
      payload_json: JSON.stringify({ opportunity_id: "opp-1", pickup_window: window }),
    });
    expect(salesHeading(leadDocument(booking))).toBe(
      "New booking Q-2611-0043: pickup window Wed, Dec 2 – Fri, Dec 4 confirmed",
    );
  });
});
