import { afterEach, describe, expect, it, vi } from "vitest";
import { SUBMIT_FAILURE, defaultFormValues } from "@/lib/quote";
import { shouldFollow, submitQuick } from "@/lib/quote/api-client";
import { formEstimate } from "@/lib/quote/form-estimate";
import { placeFromCityPortItem, placeFromPlaceItem } from "@/lib/quote/place-from-lookup";
import { shippingMethodsFor } from "@/lib/quote/shipping-method";
import {
  isVehicleBlank,
  isVehicleComplete,
  selectionAfterDelete,
  vehicleListLabel,
  vehicleListName,
} from "@/lib/quote/vehicle-list";
import { generatedVehicleName, vehicleName } from "@/lib/quote/vehicle-name";
import { PLACES, PORTS } from "../../support/network";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("shipping method rules", () => {
  it("offers all three with none chosen before an origin is picked", () => {
    expect(shippingMethodsFor(null)).toEqual({
      options: ["Port to port", "Door to port", "Port to door"],
      preselected: "",
    });
  });
  it("preselects Door to port from Canada", () => {
    expect(shippingMethodsFor(placeFromPlaceItem(PLACES.toronto)).preselected).toBe("Door to port");
  });
  it("preselects Port to door from Germany", () => {
    expect(shippingMethodsFor(placeFromCityPortItem(PORTS.hamburg))).toEqual({
      options: ["Port to door", "Port to port"],
      preselected: "Port to door",
    });
  });
});

describe("vehicle list", () => {
  it("counts an entry complete only with make, model and year", () => {
    expect(isVehicleComplete({ year: "2021", make: "Toyota", model: "Camry", type: "Car", running: "Yes" })).toBe(true);
    expect(isVehicleComplete({ year: "2021", make: "Toyota", model: " ", type: "Car", running: "Yes" })).toBe(false);
  });
  it("moves the selection to the previous entry after a delete", () => {
    expect(selectionAfterDelete(2)).toBe(1);
    expect(selectionAfterDelete(0)).toBe(0);
  });
  it("labels the list with the position and total", () => {
    expect(vehicleListLabel(0, 3)).toBe("All vehicles (1/3)");
  });
  it("names an entry by the visitor's own name, else year make model, else its position", () => {
    const ford = { year: "2021", make: "Ford", model: "F-150", type: "Pickup" as const, running: "Yes" as const };
    expect(vehicleListName({ ...ford, name: " Dad's truck " }, 0)).toBe("Dad's truck");
    expect(vehicleListName({ ...ford, name: "  " }, 0)).toBe("2021 Ford F-150");
    expect(vehicleListName({ ...ford, year: "", make: "", model: "" }, 1)).toBe("Vehicle 2");
  });
  it("makes the generated name from what is known of year, make and model, for the form and for stored leads", () => {
    expect(generatedVehicleName({ year: "", make: "Ford", model: " F-150 " })).toBe("Ford F-150");
    expect(generatedVehicleName({ year: 2018, make: "Ford", model: "F-150" })).toBe("2018 Ford F-150");
    expect(vehicleName({ year: 2018, make: "Ford", model: "F-150", name: null })).toBe("2018 Ford F-150");
  });
  it("counts an entry blank until something is typed in it", () => {
    const blank = { year: "", make: "", model: "", type: "Car" as const, running: "Yes" as const, name: "" };
    expect(isVehicleBlank(blank)).toBe(true);
    expect(isVehicleBlank({ ...blank, name: "Dad's truck" })).toBe(false);
    expect(isVehicleBlank({ ...blank, year: "2" })).toBe(false);
  });
});

describe("form estimate", () => {
  it("needs picked places with coordinates", () => {
    expect(formEstimate(defaultFormValues())).toBeUndefined();
  });
  it("prices Miami to New York and adds to it for Enclosed", () => {
    const values = {
      ...defaultFormValues(),
      origin: placeFromPlaceItem(PLACES.miami),
      destination: placeFromPlaceItem(PLACES.newYork),
    };
    values.vehicles = [{ year: "2021", make: "Toyota", model: "Camry", type: "Car", running: "Yes" }];
    const open = formEstimate(values)!;
    const enclosed = formEstimate({ ...values, transportType: "Enclosed" })!;
    expect(open.distanceMiles).toBeGreaterThan(1000);
    expect(enclosed.low).toBeGreaterThan(open.low);
  });
});

describe("quick calculator call", () => {
  it("sends the query with an Idempotency-Key and follows a 200 url", async () => {
    const seen: Request[] = [];
    vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
      seen.push(new Request(new URL(input, "http://localhost"), init));
      return new Response(JSON.stringify({ status_code: 200, url: "/booking/abc" }));
    });
    const values = {
      ...defaultFormValues(),
      origin: placeFromPlaceItem(PLACES.miami),
      destination: placeFromPlaceItem(PLACES.newYork),
    };
    const result = await submitQuick(values, { attribution: { marketing_id: "m1" }, idempotencyKey: "key-1" });
    expect(shouldFollow(result)).toBe(true);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe("/api/opportunity/create-and-redirect-booking");
    expect(url.searchParams.get("origin_postal_code")).toBe("33101");
    expect(url.searchParams.get("marketing_id")).toBe("m1");
    expect(seen[0]!.headers.get("Idempotency-Key")).toBe("key-1");
  });
  it("does not follow a 400's url: the visitor is at the form already, and it names the home page's", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({
            status_code: 400,
            url: "/#main-form",
            description: "Please check the highlighted fields.",
            errors: { origin_postal_code: "Please enter a valid ZIP code" },
          }),
          { status: 400 },
        ),
    );
    const result = await submitQuick(defaultFormValues(), { attribution: {}, idempotencyKey: "key-3" });
    expect(result.status_code).toBe(400);
    expect(shouldFollow(result)).toBe(false);
  });
  it("reports a network failure as status 500 'Something went wrong.'", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await submitQuick(defaultFormValues(), { attribution: {}, idempotencyKey: "key-2" });
    expect(result).toEqual(SUBMIT_FAILURE);
    expect(result).toEqual({ status_code: 500, description: "Something went wrong.", lead_number: "" });
    expect(shouldFollow(result)).toBe(false);
  });
});
