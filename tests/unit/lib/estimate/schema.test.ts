import { ZodError } from "zod";
import { estimate, EstimateInputError, safeEstimate, type EstimateInput } from "@/lib/estimate";
import { cars, domestic, international, PLACES } from "./fixtures";

/** The messages safeEstimate reports for raw input, keyed by the field path. */
function problems(raw: unknown): Record<string, string> {
  const result = safeEstimate(raw);
  if (result.success) throw new Error("expected the input to be rejected");
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("estimate input", () => {
  it("rejects an origin without coordinates", () => {
    expect(problems(domestic({ origin: { country: "US", state: "NY" } as never }))).toEqual({
      "origin.lat": "Latitude is required",
      "origin.lng": "Longitude is required",
    });
  });

  it("rejects a missing destination", () => {
    const { destination: _destination, ...rest } = domestic();
    expect(problems(rest)).toEqual({ destination: "A location with coordinates is required" });
  });

  it("rejects an estimate with no vehicles", () => {
    expect(problems(domestic({ vehicles: [] }))).toEqual({ vehicles: "Add at least one vehicle" });
  });

  it("rejects more vehicles than one carrier load", () => {
    expect(problems(domestic({ vehicles: cars(11) }))).toEqual({ vehicles: "An estimate covers at most 10 vehicles" });
  });

  it("rejects NaN and infinite coordinates", () => {
    expect(
      problems(domestic({ origin: { ...PLACES.newYork, lat: Number.NaN, lng: Number.POSITIVE_INFINITY } })),
    ).toEqual({
      "origin.lat": "Latitude must be a number",
      "origin.lng": "Longitude must be a number",
    });
  });

  it("rejects coordinates outside the globe", () => {
    expect(problems(domestic({ destination: { ...PLACES.miami, lat: 91, lng: -181 } }))).toEqual({
      "destination.lat": "Latitude must be between -90 and 90",
      "destination.lng": "Longitude must be between -180 and 180",
    });
  });

  it("rejects a vehicle type it has no size factor for", () => {
    expect(problems(domestic({ vehicles: [{ type: "Tank" as never, inop: false }] }))).toEqual({
      "vehicles.0.type": "Vehicle type must be one of Car, SUV, Pickup, Van, Motorcycle",
    });
  });

  it.each(["2026-02-30", "15/07/2026", ""])("rejects the ship date %j", (shipDate) => {
    expect(problems(domestic({ shipDate }))).toEqual({ shipDate: expect.stringMatching(/YYYY-MM-DD/) });
  });

  it("rejects an invalid Date object", () => {
    expect(problems(domestic({ shipDate: new Date("not a date") }))).toEqual({
      shipDate: expect.stringMatching(/YYYY-MM-DD/),
    });
  });

  it("rejects a country that is not a two-letter code and accepts lower case", () => {
    expect(problems(domestic({ origin: { ...PLACES.newYork, country: "USA" } }))).toEqual({
      "origin.country": "Country must be a two-letter ISO code such as US",
    });
    expect(safeEstimate(domestic({ origin: { ...PLACES.newYork, country: "us", state: "ny" } })).success).toBe(true);
  });

  it("keeps domestic estimates to the USA and Canada and sends Hawaii to the port estimate", () => {
    expect(problems(domestic({ destination: PLACES.munich }))).toEqual({
      "destination.country": "Domestic estimates cover the USA and Canada only",
    });
    expect(problems(domestic({ destination: { lat: 21.3069, lng: -157.8583, country: "US", state: "HI" } }))).toEqual({
      "destination.state": "Hawaii is reached by sea: use an international (port) estimate",
    });
  });

  it("requires a mode", () => {
    const { mode: _mode, ...rest } = domestic();
    expect(problems(rest)).toEqual({ mode: 'Mode must be "domestic" or "international"' });
  });

  it("requires a known shipping method and tier for international estimates", () => {
    expect(problems(international({ shippingMethod: "By bike" as never, tier: "canoe" as never }))).toEqual({
      shippingMethod: "Shipping method must be one of Port to port, Door to port, Port to door",
      tier: "Tier must be one of roro, shared-container, container-20, container-40, air",
    });
  });

  it("requires the port for the truck leg of Door to port and Port to door", () => {
    expect(problems(international({ shippingMethod: "Door to port" }))).toEqual({
      originPort: "Door to port needs the origin port's coordinates",
    });
    expect(problems(international({ shippingMethod: "Port to door" }))).toEqual({
      destinationPort: "Port to door needs the destination port's coordinates",
    });
  });

  it("throws an EstimateInputError naming every problem, with the zod error as its cause", () => {
    const bad = domestic({ vehicles: [], origin: { country: "US" } as never }) as EstimateInput;
    let caught: unknown;
    try {
      estimate(bad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EstimateInputError);
    const error = caught as EstimateInputError;
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("EstimateInputError");
    expect(error.cause).toBeInstanceOf(ZodError);
    expect(error.issues).toBe((error.cause as ZodError).issues);
    expect(error.message).toContain("origin.lat: Latitude is required");
    expect(error.message).toContain("vehicles: Add at least one vehicle");
  });

  it("answers valid input through safeEstimate like estimate does", () => {
    expect(safeEstimate(domestic())).toEqual({ success: true, data: estimate(domestic()) });
  });

  it("defaults to open transport and running vehicles", () => {
    const raw = { ...domestic(), transportType: undefined, vehicles: [{ type: "Car" }] };
    expect(safeEstimate(raw)).toEqual({ success: true, data: estimate(domestic()) });
  });
});
