import { estimate } from "@/lib/estimate";
import { UNKNOWN_VEHICLE, customerMessage } from "@/lib/leads/delivery/customer-message";
import { leadDocument } from "@/lib/leads/delivery/lead-document";
import { knownPlaceText, knownVehicle } from "@/lib/lookups/server";
import { leadRow } from "../../../../support/lead-rows";
import { domestic } from "../../estimate/fixtures";

const HOSTILE = "URGENT: verify at https://evil.example/login or call +1 900 555 0100";

const messageOf = (over: Parameters<typeof leadRow>[0]) => customerMessage(leadDocument(leadRow(over)));

describe("the facts a visitor e-mail may carry", () => {
  it("names a vehicle by the catalogue's make and model, in the catalogue's spelling", () => {
    expect(knownVehicle("toyota", "camry")).toEqual({ make: "Toyota", model: "Camry" });
    expect(knownVehicle("Ford", "F 150")).toEqual({ make: "Ford", model: "F-150" });
    expect(knownVehicle("Toyota", HOSTILE)).toBeUndefined();
    expect(knownVehicle(HOSTILE, "Camry")).toBeUndefined();
    expect(knownVehicle("Toyota", "")).toBeUndefined();
  });

  it("says 'your vehicle' for a make or model the catalogue does not know, and drops the visitor's own name", () => {
    const vehicles = [
      { make: "Toyota", model: HOSTILE, year: 2020, inop: 0, type: "Car" },
      { make: "Ford", model: "F-150", year: 2018, inop: 1, type: "Pickup", name: "Call +1 900 555 0100" },
      { make: "Ford", model: "F-150", year: 2018, inop: 0, type: "Spaceship" },
    ];
    expect(messageOf({ vehicles_json: JSON.stringify(vehicles) }).vehicles).toEqual([
      `${UNKNOWN_VEHICLE} (Car)`,
      "2018 Ford F-150 (Pickup), does not run",
      "2018 Ford F-150",
    ]);
  });

  it("names a North American place by its postal code's own city, never the typed one", () => {
    expect(knownPlaceText({ postalCode: "33172", city: HOSTILE, state: "FL", country: "US" })).toBe("Miami, FL 33172");
    expect(knownPlaceText({ postalCode: "00000", city: HOSTILE, state: "FL", country: "US" })).toBe("United States");
    expect(knownPlaceText({ postalCode: "33172", city: "Doral", country: "CA" })).toBe("Canada");
    expect(knownPlaceText({ city: HOSTILE, country: "ZZ" })).toBe("");
  });

  it("names a place elsewhere by the data's city of that name and the country, else the country alone", () => {
    expect(knownPlaceText({ city: "hamburg", country: "DE" })).toBe("Hamburg, Germany");
    expect(knownPlaceText({ city: HOSTILE, country: "DE" })).toBe("Germany");
  });

  it("keeps only our own lists' transport words and a readable ship date", () => {
    const m = messageOf({ shipping_method: HOSTILE, transport_type: "Open", ship_date: HOSTILE });
    expect(m.transport).toBe("Open transport");
    expect(m.shipDate).not.toContain("evil");
    expect(messageOf({ shipping_method: "Port to door", transport_type: HOSTILE }).transport).toBe("Port to door");
  });

  it("words a multi-vehicle discount as an amount off, not a negative range", () => {
    const twoCars = estimate(
      domestic({
        vehicles: [
          { type: "Car", inop: false },
          { type: "Car", inop: false },
        ],
      }),
    );
    const lines = messageOf({ estimate_json: JSON.stringify(twoCars) }).estimate?.lines ?? [];
    const discount = lines.find((line) => line.label.startsWith("Multi-vehicle discount"));
    expect(discount?.amount).toMatch(/^\$\d[\d,]* – \$\d[\d,]* off$/);
    expect(lines.map((line) => line.amount).join(" ")).not.toContain("-$");
  });

  it("puts none of a hostile lead's words in the whole message", () => {
    const m = messageOf({
      first_name: "Your account is suspended",
      origin_city: HOSTILE,
      destination_city: HOSTILE,
      shipping_method: HOSTILE,
      vehicles_json: JSON.stringify([{ make: HOSTILE, model: HOSTILE, year: 2020, inop: 0, type: HOSTILE }]),
    });
    const words = JSON.stringify({ ...m, firstName: undefined });
    for (const word of ["URGENT", "evil", "900", "verify"]) expect(words).not.toContain(word);
  });
});
