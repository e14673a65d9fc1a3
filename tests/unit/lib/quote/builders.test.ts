import {
  buildInternationalLeadPayload,
  buildQuickQuoteParams,
  buildSimpleCreatePayload,
  buildSimpleCreateSdkPayload,
  internationalLeadSchema,
  quickQuoteQuerySchema,
  simpleCreateSchema,
  simpleCreateSdkSchema,
  type SubmitContext,
} from "@/lib/quote/server";
import { domesticValues, internationalValues, today } from "./fixtures";

const context: SubmitContext = {
  attribution: { marketing_id: "abc", id: "42", source: "google", fbclid: "xyz" },
  consent: { given: true, text: "I agree to be contacted by ShipLux.", shownAt: "2026-11-15T10:00:00.000Z" },
};

describe("payload builders", () => {
  it("builds call 6 with every field, vehicles in order and running No as inop 1", () => {
    const payload = buildSimpleCreateSdkPayload(domesticValues(), context);
    expect(payload).toEqual({
      origin_postal_code: "33172",
      origin_city: "Doral",
      origin_state: "FL",
      origin_country: "US",
      destination_postal_code: "10001",
      destination_city: "New York",
      destination_state: "NY",
      destination_country: "US",
      ship_date: today(),
      Vehicles: [
        { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021, vehicle_inop: 0, vehicle_type: "Car" },
        { vehicle_make: "Ford", vehicle_model: "F-150", vehicle_year: 2018, vehicle_inop: 1, vehicle_type: "Pickup" },
      ],
      transport_type: "Enclosed",
      first_name: "Ana",
      email: "ana.perez@example.com",
      phone: "(305) 871-2345",
      marketing_id: "abc",
      id: "42",
      lead_type: "marketing_home",
      source_key: "shiplux-web",
      shipping_method: undefined,
      source: "google",
      fbclid: "xyz",
      consent: context.consent,
    });
    expect(simpleCreateSdkSchema.safeParse(payload).success).toBe(true);
  });

  it("builds call 7 in camelCase with templateId International and the chosen shipping method", () => {
    const payload = buildInternationalLeadPayload(internationalValues(), context);
    expect(payload).toMatchObject({
      originCity: "Hamburg",
      originCountry: "DE",
      originPostalCode: "",
      destinationCity: "Miami",
      destinationState: "FL",
      destinationCountry: "US",
      shipDate: today(),
      vehicles: [
        { make: "Toyota", model: "Camry", year: 2021, inop: 0, type: "Car" },
        { make: "Ford", model: "F-150", year: 2018, inop: 1, type: "Pickup" },
      ],
      templateId: "International",
      leadType: "marketing_home",
      sourceKey: "shiplux-web",
      shippingMethod: "Port to door",
      marketingId: "abc",
      id: "42",
      source: "google",
      fbclid: "xyz",
    });
    expect(internationalLeadSchema.safeParse(payload).success).toBe(true);
  });

  it("sends call 7's four place details always, empty for a port without them, and reads empty as absent", () => {
    const payload = buildInternationalLeadPayload(internationalValues(), context);
    expect(payload).toMatchObject({
      originPostalCode: "",
      originState: "",
      destinationPostalCode: "",
      destinationState: "FL",
    });
    const sent = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
    for (const key of ["originPostalCode", "originState", "destinationPostalCode", "destinationState"]) {
      expect(sent).toHaveProperty(key);
    }
    const parsed = internationalLeadSchema.parse(sent);
    expect(parsed.originPostalCode).toBeUndefined();
    expect(parsed.originState).toBeUndefined();
    expect(parsed.destinationState).toBe("FL");
  });

  it("sends call 8's shipping_method always, empty on the domestic calculator", () => {
    const params = buildQuickQuoteParams(domesticValues(), { attribution: {} });
    expect(params.has("shipping_method")).toBe(true);
    expect(params.get("shipping_method")).toBe("");
    const parsed = quickQuoteQuerySchema.parse(Object.fromEntries(params));
    expect(parsed.shipping_method).toBeUndefined();
    const chosen = buildQuickQuoteParams({ ...domesticValues(), shippingMethod: "Port to port" }, { attribution: {} });
    expect(quickQuoteQuerySchema.parse(Object.fromEntries(chosen)).shipping_method).toBe("Port to port");
  });

  it("builds call 8 as query parameters with Vehicles as JSON and running as Yes/No", () => {
    const params = buildQuickQuoteParams(domesticValues(), context);
    expect(params.get("origin_country")).toBe("US");
    expect(params.get("destination_country")).toBe("US");
    expect(JSON.parse(params.get("Vehicles") ?? "")).toEqual([
      { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021, vehicle_inop: "Yes", vehicle_type: "Car" },
      { vehicle_make: "Ford", vehicle_model: "F-150", vehicle_year: 2018, vehicle_inop: "No", vehicle_type: "Pickup" },
    ]);
    const parsed = quickQuoteQuerySchema.parse(Object.fromEntries(params));
    expect(parsed.Vehicles.map((v) => v.vehicle_inop)).toEqual([0, 1]);
    expect(parsed.fbclid).toBe("xyz");
  });

  it("leaves empty contact fields out of the calculator's query", () => {
    const params = buildQuickQuoteParams(
      { ...domesticValues(), firstName: "", email: "", phone: "" },
      { attribution: {} },
    );
    expect(params.has("email")).toBe(false);
    expect(params.has("marketing_id")).toBe(false);
  });

  it("builds call 9 from the first vehicle and the postal codes", () => {
    const payload = buildSimpleCreatePayload(domesticValues(), context);
    expect(payload).toMatchObject({
      origin_postal_code: "33172",
      destination_postal_code: "10001",
      ship_date: today(),
      vehicle_model_year: 2021,
      vehicle_make: "Toyota",
      vehicle_model: "Camry",
      first_name: "Ana",
      email: "ana.perez@example.com",
      phone: "(305) 871-2345",
    });
    expect(simpleCreateSchema.safeParse(payload).success).toBe(true);
  });

  it("sends a vehicle's own name, trimmed, and no name for a vehicle without one", () => {
    const values = domesticValues();
    values.vehicles = [
      { ...values.vehicles[0]!, name: "  Dad's truck " },
      { ...values.vehicles[1]!, name: "   " },
    ];
    const sdk = buildSimpleCreateSdkPayload(values, context);
    expect(sdk.Vehicles.map((v) => v.vehicle_name)).toEqual(["Dad's truck", undefined]);
    expect(simpleCreateSdkSchema.parse(sdk).Vehicles[0]!.vehicle_name).toBe("Dad's truck");
    const international = buildInternationalLeadPayload(
      { ...internationalValues(), vehicles: values.vehicles },
      context,
    );
    expect(international.vehicles.map((v) => v.name)).toEqual(["Dad's truck", undefined]);
    expect(internationalLeadSchema.parse(international).vehicles[0]!.name).toBe("Dad's truck");
  });

  it("sends today when the form's date was left empty", () => {
    expect(buildSimpleCreateSdkPayload({ ...domesticValues(), shipDate: "" }, context).ship_date).toBe(today());
  });
});
