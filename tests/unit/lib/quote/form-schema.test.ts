import {
  defaultFormValues,
  destinationStepSchema,
  messages,
  peopleStepSchema,
  phoneCountriesFor,
  phoneCountryFor,
  vehiclesStepSchema,
} from "@/lib/quote";
import { domesticValues, internationalValues, today } from "./fixtures";

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("form defaults", () => {
  it("starts with Open transport, today's date and one empty, unnamed, running Car", () => {
    const v = defaultFormValues("domestic");
    expect(v.transportType).toBe("Open");
    expect(v.shipDate).toBe(today());
    expect(v.vehicles).toEqual([{ year: "", make: "", model: "", type: "Car", running: "Yes", name: "" }]);
  });
});

describe("step 1, destination", () => {
  it("passes a domestic route with picked places", () => {
    expect(destinationStepSchema("domestic").safeParse(domesticValues()).success).toBe(true);
  });
  it("asks to click a suggestion when a location was typed but not picked", () => {
    const errors = errorsOf(
      destinationStepSchema("domestic").safeParse({ ...domesticValues(), origin: null, originQuery: "Dor" }),
    );
    expect(errors.origin).toBe(messages.pickLocation);
  });
  it("asks to click a suggestion when a place picked before was emptied", () => {
    const values = { ...domesticValues(), origin: null, originQuery: "", originWasPicked: true };
    expect(errorsOf(destinationStepSchema("domestic").safeParse(values)).origin).toBe(messages.pickLocation);
  });
  it("asks for a location when the box is untouched and empty, and for a date and transport type too", () => {
    const errors = errorsOf(
      destinationStepSchema("domestic").safeParse({
        ...domesticValues(),
        destination: null,
        destinationQuery: "",
        destinationWasPicked: false,
        shipDate: "",
        transportType: "",
      }),
    );
    expect(errors).toMatchObject({
      destination: messages.location,
      shipDate: messages.date,
      transportType: messages.transportType,
    });
  });
  it("refuses yesterday in the browser (no server slack)", () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const iso = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, "0")}-${String(yesterday.getDate()).padStart(2, "0")}`;
    expect(errorsOf(destinationStepSchema("domestic").safeParse({ ...domesticValues(), shipDate: iso })).shipDate).toBe(
      messages.date,
    );
  });
  it("requires a shipping method only for international quotes", () => {
    expect(
      errorsOf(destinationStepSchema("international").safeParse({ ...internationalValues(), shippingMethod: "" }))
        .shippingMethod,
    ).toBe(messages.shippingMethod);
    expect(destinationStepSchema("domestic").safeParse({ ...domesticValues(), shippingMethod: "" }).success).toBe(true);
  });
});

describe("step 2, vehicles", () => {
  it("names each missing part of a vehicle", () => {
    const errors = errorsOf(
      vehiclesStepSchema.safeParse({ vehicles: [{ year: "19", make: "", model: "", type: "Car", running: "Yes" }] }),
    );
    expect(errors).toEqual({
      "vehicles.0.year": messages.year,
      "vehicles.0.make": messages.make,
      "vehicles.0.model": messages.model,
    });
  });
  it("refuses a vehicle type outside Car, SUV, Pickup, Van", () => {
    const errors = errorsOf(
      vehiclesStepSchema.safeParse({
        vehicles: [{ year: "2020", make: "a", model: "b", type: "Truck", running: "Yes" }],
      }),
    );
    expect(errors["vehicles.0.type"]).toBe(messages.vehicleType);
  });
});

describe("step 3, people", () => {
  it("passes a name, email and valid phone", () => {
    expect(peopleStepSchema(["US"]).safeParse(domesticValues()).success).toBe(true);
  });
  it("gives each empty field its message", () => {
    expect(errorsOf(peopleStepSchema(["US"]).safeParse({ firstName: "", email: "", phone: "" }))).toEqual({
      firstName: messages.name,
      email: messages.email,
      phone: messages.phone,
    });
  });
  it("asks for the country code when the number is another country's", () => {
    expect(errorsOf(peopleStepSchema(["US"]).safeParse({ ...domesticValues(), phone: "030 901820" })).phone).toBe(
      messages.phoneCountryCode,
    );
    expect(errorsOf(peopleStepSchema(["US"]).safeParse({ ...domesticValues(), phone: "12345" })).phone).toBe(
      messages.phoneInvalid,
    );
    expect(
      peopleStepSchema([phoneCountryFor(internationalValues().origin)]).safeParse({
        ...domesticValues(),
        phone: "030 901820",
      }).success,
    ).toBe(true);
  });
  it("takes a bare number of either end of the route", () => {
    const { origin, destination } = internationalValues();
    const countries = phoneCountriesFor(origin, destination);
    expect(peopleStepSchema(countries).safeParse({ ...domesticValues(), phone: "030 901820" }).success).toBe(true);
    expect(peopleStepSchema(countries).safeParse({ ...domesticValues(), phone: "(305) 871-2345" }).success).toBe(true);
  });
});
