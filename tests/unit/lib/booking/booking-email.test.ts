import { bookingConfirmation } from "@/lib/booking/server";
import { ESTIMATE_NOT_BINDING } from "@/lib/estimate/format";
import type { LeadDocument } from "@/lib/leads";
import { leadDocument } from "@/lib/leads/delivery/lead-document";
import { leadRow } from "../../../support/lead-rows";

/** A confirmed booking as delivery reads it back: the Flexible window, priced $1,100 – $1,300. */
function bookingLead(over: Partial<LeadDocument> = {}): LeadDocument {
  const pickup_window = { kind: "flexible", from: "2026-12-02", to: "2026-12-08", low: 1100, high: 1300 };
  const row = leadRow({
    kind: "booking",
    email: "ana@example.com",
    estimate_json: JSON.stringify({ low: 1100, high: 1300 }),
    payload_json: JSON.stringify({ pickup_window }),
  });
  return { ...leadDocument(row), ...over };
}

describe("the visitor's confirmation of a booking", () => {
  it("names the confirmed pickup window and its price as an estimate", () => {
    const { subject, text } = bookingConfirmation(bookingLead());
    expect(subject).toContain("Your booking Q-2611-0042");
    expect(text).toContain(
      "You chose the Flexible pickup window (Wed, Dec 2 – Tue, Dec 8). Your booking number is Q-2611-0042.",
    );
    expect(text).toContain("Booking number: Q-2611-0042");
    expect(text).toContain("Pickup window: Flexible: Wed, Dec 2 – Tue, Dec 8");
    expect(text).toContain(`${ESTIMATE_NOT_BINDING} Estimated total: $1,100 – $1,300.`);
    expect(text).toContain("contacts you by e-mail during business hours");
    expect(text).not.toContain("reply STOP to any text");
  });
});
