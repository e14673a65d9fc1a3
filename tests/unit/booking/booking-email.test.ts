import { DELIVERY_CONTENT, bookingConfirmation } from "@/lib/booking/server";
import { ESTIMATE_NOT_BINDING } from "@/lib/estimate/format";
import type { LeadDocument } from "@/lib/leads";

/** A confirmed booking as delivery reads it back: the Flexible window, priced $1,100 – $1,300. */
function bookingLead(over: Partial<LeadDocument> = {}): LeadDocument {
  return {
    lead_number: "Q-2611-0042",
    kind: "booking",
    origin_postal_code: "33172",
    origin_city: "Doral",
    origin_state: "FL",
    origin_country: "US",
    destination_postal_code: "10001",
    destination_city: "New York",
    destination_state: "NY",
    destination_country: "US",
    ship_date: "2026-12-01",
    transport_type: "Open",
    shipping_method: null,
    vehicles: [{ make: "Toyota", model: "Camry", year: 2018, inop: 0, type: "Car" }],
    first_name: "Ana",
    email: "ana@example.com",
    phone: "3058712345",
    lead_type: "marketing_home",
    template_id: null,
    source_key: null,
    marketing_id: null,
    attribution_id: null,
    source: null,
    fbclid: null,
    attribution: null,
    consent_given: 0,
    consent_text: null,
    consent_shown_at: null,
    ip_hash: "hash",
    user_agent: null,
    estimate: { low: 1100, high: 1300 },
    created_at: "2026-11-20T10:00:00.000Z",
    conversion_json: null,
    pickup_window: { kind: "flexible", from: "2026-12-02", to: "2026-12-08", low: 1100, high: 1300 },
    ...over,
  };
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

  it("is what the outbox sends for a booking lead, and a quote's confirmation for the forms' leads", () => {
    expect(DELIVERY_CONTENT.confirmation(bookingLead())).toEqual(bookingConfirmation(bookingLead()));
    const quote = DELIVERY_CONTENT.confirmation(bookingLead({ kind: "sdk", pickup_window: null }));
    expect(quote.subject).toContain("Your quote request Q-2611-0042");
    expect(quote.text).not.toContain("Pickup window");
  });
});
