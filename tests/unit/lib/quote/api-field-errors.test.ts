import { formFieldOfApiError, placeApiErrors } from "@/lib/quote";

describe("where an API field error shows on the form", () => {
  it.each([
    ["origin_postal_code", "origin"],
    ["origin_state", "origin"],
    ["destinationCountry", "destination"],
    ["destination_city", "destination"],
    ["transport_type", "transportType"],
    ["shippingMethod", "shippingMethod"],
    ["ship_date", "shipDate"],
    ["first_name", "firstName"],
    ["Vehicles", "vehicles.0.make"],
    ["Vehicles.1.vehicle_model", "vehicles.1.model"],
    ["Vehicles.0.vehicle_year", "vehicles.0.year"],
    ["Vehicles.0.vehicle_inop", "vehicles.0.running"],
    ["vehicles.2.type", "vehicles.2.type"],
    ["vehicle_model_year", "vehicles.0.year"],
  ])("puts %s on %s", (key, field) => {
    expect(formFieldOfApiError(key)).toBe(field);
  });

  it("knows no field for keys the form does not show", () => {
    expect(formFieldOfApiError("attribution")).toBeUndefined();
    expect(formFieldOfApiError("Vehicles.0.colour")).toBeUndefined();
    expect(formFieldOfApiError("origin_planet")).toBeUndefined();
  });

  it("tells in the status, as sentences, the messages of fields not on screen at submit", () => {
    const errors = {
      origin_state: "Please choose a state",
      ship_date: "Pick a date",
      phone: "Phone number is not valid",
    };
    expect(placeApiErrors(errors, "quick")).toEqual({
      onFields: [["origin", "Please choose a state"]],
      elsewhere: ["Pick a date.", "Phone number is not valid."],
    });
    // The full form submits from its contact step: the route's fields are not on screen then.
    expect(placeApiErrors(errors, "full")).toEqual({
      onFields: [["phone", "Phone number is not valid"]],
      elsewhere: ["Please choose a state.", "Pick a date."],
    });
  });
});
