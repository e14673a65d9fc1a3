import { format, subDays } from "date-fns";
import {
  MAX_TEXT,
  internationalLeadSchema,
  messages,
  quickQuoteQuerySchema,
  simpleCreateSchema,
  simpleCreateSdkSchema,
} from "@/lib/quote/server";
import { sdkPayload, today } from "./fixtures";

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("call 6, simple-create-sdk", () => {
  it("accepts a complete domestic payload", () => {
    const r = simpleCreateSdkSchema.safeParse(sdkPayload());
    expect(r.success).toBe(true);
  });

  it("defaults transport to Open, vehicle type to Car, inop to 0 and the date to today", () => {
    const { transport_type: _t, ship_date: _d, ...rest } = sdkPayload();
    const r = simpleCreateSdkSchema.parse({
      ...rest,
      Vehicles: [{ vehicle_make: "Kia", vehicle_model: "Soul", vehicle_year: "2020" }],
    });
    expect(r.transport_type).toBe("Open");
    expect(r.ship_date).toBe(today());
    expect(r.Vehicles[0]).toEqual({
      vehicle_make: "Kia",
      vehicle_model: "Soul",
      vehicle_year: 2020,
      vehicle_inop: 0,
      vehicle_type: "Car",
    });
  });

  it.each([
    ["transport_type", "Flatbed", messages.transportType],
    ["origin_postal_code", "", messages.location],
    ["destination_city", "  ", messages.location],
    ["origin_state", "", messages.state],
    ["ship_date", "", messages.date],
    ["ship_date", format(subDays(new Date(), 3), "yyyy-MM-dd"), messages.date],
    ["first_name", "", messages.name],
    ["email", "", messages.email],
    ["email", "ana@example", messages.emailInvalid],
    ["phone", "", messages.phone],
    ["phone", "555", messages.phoneInvalid],
  ])("answers %s = %j with %j", (field, value, message) => {
    expect(errorsOf(simpleCreateSdkSchema.safeParse({ ...sdkPayload(), [field]: value }))[field]).toBe(message);
  });

  it.each([
    ["vehicle_make", "", messages.make],
    ["vehicle_model", "", messages.model],
    ["vehicle_year", 1876, messages.year],
    ["vehicle_year", "20x1", messages.year],
    ["vehicle_type", "Boat", messages.vehicleType],
  ])("answers Vehicles.0.%s = %j with %j", (field, value, message) => {
    const body = {
      ...sdkPayload(),
      Vehicles: [{ vehicle_make: "Kia", vehicle_model: "Soul", vehicle_year: 2020, [field]: value }],
    };
    expect(errorsOf(simpleCreateSdkSchema.safeParse(body))[`Vehicles.0.${field}`]).toBe(message);
  });

  it("reports an invalid phone beside the other errors, all at once", () => {
    const errors = errorsOf(simpleCreateSdkSchema.safeParse({ ...sdkPayload(), phone: "555", first_name: "" }));
    expect(errors).toMatchObject({ phone: messages.phoneInvalid, first_name: messages.name });
  });

  it("checks the phone against a Canadian origin", () => {
    const toronto = { origin_postal_code: "M5V", origin_city: "Toronto", origin_country: "CA", origin_state: "ON" };
    const body = { ...sdkPayload(), ...toronto, phone: "(416) 967-1111" };
    expect(simpleCreateSdkSchema.safeParse(body).success).toBe(true);
  });

  it("refuses a consent record without its text", () => {
    const r = simpleCreateSdkSchema.safeParse({
      ...sdkPayload(),
      consent: { given: true, text: "", shownAt: new Date().toISOString() },
    });
    expect(r.success).toBe(false);
  });
});

describe("a vehicle's own name", () => {
  const sdkWith = (vehicle: Record<string, unknown>) => ({
    ...sdkPayload(),
    Vehicles: [{ vehicle_make: "Kia", vehicle_model: "Soul", vehicle_year: 2020, ...vehicle }],
  });

  it("is optional, so a client older than the name field is still accepted", () => {
    expect(simpleCreateSdkSchema.parse(sdkWith({})).Vehicles[0]!.vehicle_name).toBeUndefined();
    expect(simpleCreateSdkSchema.parse(sdkWith({ vehicle_name: "" })).Vehicles[0]!.vehicle_name).toBeUndefined();
  });

  it("is kept trimmed when sent", () => {
    expect(simpleCreateSdkSchema.parse(sdkWith({ vehicle_name: " Dad's truck " })).Vehicles[0]!.vehicle_name).toBe(
      "Dad's truck",
    );
  });

  it("is bounded and clean like any other text", () => {
    expect(simpleCreateSdkSchema.safeParse(sdkWith({ vehicle_name: "x".repeat(MAX_TEXT) })).success).toBe(true);
    expect(simpleCreateSdkSchema.safeParse(sdkWith({ vehicle_name: "x".repeat(MAX_TEXT + 1) })).success).toBe(false);
    expect(
      errorsOf(simpleCreateSdkSchema.safeParse(sdkWith({ vehicle_name: "Dad's\ttruck" })))["Vehicles.0.vehicle_name"],
    ).toBe(messages.controlCharacters);
  });
});

describe("call 7, lead (international)", () => {
  const body = () => ({
    originCity: "Hamburg",
    originCountry: "DE",
    destinationCity: "Miami",
    destinationState: "FL",
    destinationCountry: "US",
    shipDate: today(),
    vehicles: [{ make: "BMW", model: "X5", year: 2022 }],
    firstName: "Jonas",
    email: "jonas@example.de",
    phone: "030 901820",
    shippingMethod: "Port to door",
  });

  it("accepts a port-to-door lead and sets templateId International", () => {
    const r = internationalLeadSchema.parse(body());
    expect(r.templateId).toBe("International");
    expect(r.transportType).toBe("Open");
    expect(r.vehicles[0]).toEqual({ make: "BMW", model: "X5", year: 2022, inop: 0, type: "Car" });
  });

  it("takes a vehicle's own name as `name`, and a vehicle without one", () => {
    const r = internationalLeadSchema.parse({
      ...body(),
      vehicles: [
        { make: "BMW", model: "X5", year: 2022, name: "The X" },
        { make: "Kia", model: "Soul", year: 2020 },
      ],
    });
    expect(r.vehicles.map((v) => v.name)).toEqual(["The X", undefined]);
  });

  it("reads a bare phone number as either end's, and asks for the country code when it is neither's", () => {
    expect(internationalLeadSchema.safeParse({ ...body(), phone: "030 901820" }).success).toBe(true);
    expect(internationalLeadSchema.safeParse({ ...body(), phone: "(305) 871-2345" }).success).toBe(true);
    expect(errorsOf(internationalLeadSchema.safeParse({ ...body(), originCountry: "US" })).phone).toBe(
      messages.phoneCountryCode,
    );
    expect(errorsOf(internationalLeadSchema.safeParse({ ...body(), phone: "+1 111 111 1111" })).phone).toBe(
      messages.phoneInvalid,
    );
  });

  it.each([
    ["shippingMethod", "Door to door", messages.shippingMethod],
    ["shippingMethod", undefined, messages.shippingMethod],
    ["originCity", "", messages.location],
    ["templateId", "Domestic", 'Invalid input: expected "International"'],
  ])("answers %s = %j with %j", (field, value, message) => {
    const errors = errorsOf(internationalLeadSchema.safeParse({ ...body(), [field]: value }));
    expect(errors[field]).toBe(message);
  });
});

describe("call 8, the quick calculator query", () => {
  const query = (vehicles: unknown) => ({
    origin_postal_code: "33172",
    origin_city: "Doral",
    origin_state: "FL",
    destination_postal_code: "10001",
    destination_city: "New York",
    destination_state: "NY",
    ship_date: today(),
    Vehicles: JSON.stringify(vehicles),
  });

  it("reads Vehicles from a JSON string and maps running Yes to inop 0 and No to inop 1", () => {
    const r = quickQuoteQuerySchema.parse(
      query([
        { vehicle_make: "Ford", vehicle_model: "F-150", vehicle_year: "2019", vehicle_inop: "Yes" },
        { vehicle_make: "Kia", vehicle_model: "Soul", vehicle_year: "2020", vehicle_inop: "No" },
      ]),
    );
    expect(r.Vehicles.map((v) => v.vehicle_inop)).toEqual([0, 1]);
    expect(r.origin_country).toBe("US");
    expect(r.destination_country).toBe("US");
  });

  it("answers a broken Vehicles string with the make message", () => {
    const errors = errorsOf(quickQuoteQuerySchema.safeParse({ ...query([]), Vehicles: "[{" }));
    expect(errors.Vehicles).toBe(messages.make);
  });

  it("refuses a country other than US", () => {
    const errors = errorsOf(
      quickQuoteQuerySchema.safeParse({
        ...query([{ vehicle_make: "a", vehicle_model: "b", vehicle_year: "2020" }]),
        origin_country: "CA",
      }),
    );
    expect(errors.origin_country).toBe(messages.location);
  });
});

describe("call 9, simple-create", () => {
  const body = () => ({
    origin_postal_code: "33172",
    destination_postal_code: "10001",
    ship_date: today(),
    vehicle_model_year: "2020",
    vehicle_make: "Honda",
    vehicle_model: "Civic",
    first_name: "Ana",
    email: "ana@example.com",
    phone: "305 871 2345",
  });
  it("accepts the nine fields", () => {
    expect(simpleCreateSchema.parse(body()).vehicle_model_year).toBe(2020);
  });
  it.each([
    ["vehicle_model_year", "1800", messages.year],
    ["vehicle_make", "", messages.make],
    ["vehicle_model", "", messages.model],
    ["destination_postal_code", "", messages.location],
    ["email", "ana@@example.com", messages.emailInvalid],
  ])("answers %s = %j with %j", (field, value, message) => {
    expect(errorsOf(simpleCreateSchema.safeParse({ ...body(), [field]: value }))[field]).toBe(message);
  });
});
