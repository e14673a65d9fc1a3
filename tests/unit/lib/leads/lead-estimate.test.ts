import { estimateForLead } from "@/lib/leads/lead-estimate";
import type { LeadPayload } from "@/lib/leads/lead-kinds";
import { searchNorthAmerica } from "@/lib/lookups/north-america";
import {
  defaultFormValues,
  internationalLeadSchema,
  quickQuoteQuerySchema,
  simpleCreateSchema,
  simpleCreateSdkSchema,
} from "@/lib/quote/server";
import { todayIso } from "@/lib/dates/calendar-day";
import { formEstimate } from "@/lib/quote/form-estimate";
import { placeFromPlaceItem } from "@/lib/quote/place-from-lookup";
import { sdkPayload } from "../quote/fixtures";

const consent = { given: true, text: "I agree.", shownAt: "2026-11-15T10:00:00.000Z" };
const forged = { low: 1, high: 1 };

/** The shared call-6 fixture (one Toyota Camry, Doral to New York, open) as a validated lead. */
function sdkLead(overrides: Record<string, unknown> = {}): LeadPayload {
  return { kind: "sdk", payload: simpleCreateSdkSchema.parse({ ...sdkPayload(), consent, ...overrides }) };
}

describe("estimateForLead", () => {
  it("prices a domestic lead as the form priced the same two places", () => {
    const origin = placeFromPlaceItem(searchNorthAmerica("33172", 1)[0]!);
    const destination = placeFromPlaceItem(searchNorthAmerica("10001", 1)[0]!);
    const values = {
      ...defaultFormValues(),
      origin,
      destination,
      vehicles: [{ year: "2021", make: "Toyota", model: "Camry", type: "Car" as const, running: "Yes" as const }],
    };
    const shown = formEstimate(values);
    expect(shown).toBeDefined();
    expect(estimateForLead(sdkLead())).toEqual(shown);
  });

  it("never takes the figure the client sent", () => {
    const server = estimateForLead(sdkLead());
    const lead = sdkLead();
    const withForgery = {
      ...lead,
      payload: { ...lead.payload, estimate: { ...server!, low: 1, high: 1 } },
    } as LeadPayload;
    expect(estimateForLead(withForgery)).toEqual(server);
  });

  it("prices a simple lead by its ZIP codes as one running car on an open carrier", () => {
    const payload = simpleCreateSchema.parse({
      origin_postal_code: "33172",
      destination_postal_code: "90210",
      vehicle_model_year: "2020",
      vehicle_make: "Honda",
      vehicle_model: "Civic",
      first_name: "Li",
      email: "li@example.com",
      phone: "3058712345",
      estimate: forged,
    });
    const result = estimateForLead({ kind: "simple", payload });
    expect(result?.lineItems.map((item) => item.kind)).toEqual(["transport"]);
    expect(result?.lineItems[0]?.label).toMatch(/^Vehicle 1: Car/);
    expect(result!.low).toBeGreaterThan(1000);
  });

  it("prices an international lead from its city abroad to its US port", () => {
    const payload = internationalLeadSchema.parse({
      originCity: "Hamburg",
      originCountry: "DE",
      destinationPostalCode: "33132",
      destinationCity: "Miami",
      destinationState: "FL",
      destinationCountry: "US",
      vehicles: [{ make: "BMW", model: "X5", year: 2022, type: "SUV" }],
      firstName: "Jonas",
      email: "jonas@example.de",
      phone: "+49 30 901820",
      shippingMethod: "Port to door",
    });
    const result = estimateForLead({ kind: "international", payload });
    expect(result?.lineItems.map((item) => item.kind)).toContain("freight");
    expect(result!.distanceMiles).toBeGreaterThan(4000);
  });

  it("prices a confirmed booking from its quick calculator request", () => {
    const request = quickQuoteQuerySchema.parse({
      origin_postal_code: "33172",
      origin_city: "Doral",
      origin_state: "FL",
      destination_postal_code: "10001",
      destination_city: "New York",
      destination_state: "NY",
      ship_date: todayIso(),
      Vehicles: JSON.stringify([
        { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: "2021", vehicle_type: "Car" },
      ]),
      transport_type: "Open",
    });
    const booking: LeadPayload = {
      kind: "booking",
      payload: {
        request,
        contact: { firstName: "Ana", email: "ana@example.com", phone: "3058712345" },
        consent,
        pickupWindow: { kind: "standard", from: "", to: "" },
      },
    };
    expect(estimateForLead(booking)).toEqual(estimateForLead(sdkLead()));
  });

  it("gives none when a place is not in the lookups, or the route is not one the estimator prices", () => {
    expect(estimateForLead(sdkLead({ origin_postal_code: "00000", origin_city: "Nowhere" }))).toBeUndefined();
    const honolulu = { origin_postal_code: "96813", origin_city: "Honolulu", origin_state: "HI" };
    expect(estimateForLead(sdkLead(honolulu))).toBeUndefined();
  });
});
