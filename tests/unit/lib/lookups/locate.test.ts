import { locateNorthAmerica, locatePlace, locateRoute, type RoutePlaces } from "@/lib/lookups/locate";
import { searchNorthAmerica } from "@/lib/lookups/north-america";

describe("locating a place a request names (real data)", () => {
  it("puts a ZIP at the ZIP's own point, with or without its +4", () => {
    const zip = searchNorthAmerica("33172", 1)[0]!;
    const expected = { lat: zip.lat, lng: zip.lng, country: "US", state: "FL" };
    expect(locatePlace({ postalCode: "33172", city: "Doral", state: "FL", country: "US" })).toEqual(expected);
    expect(locatePlace({ postalCode: "33172-1234", country: "US" })).toEqual(expected);
  });

  it("puts a Canadian postal code at its forward sortation area", () => {
    expect(locatePlace({ postalCode: "K1A 0B1", city: "Ottawa", state: "ON", country: "CA" })).toMatchObject({
      country: "CA",
      state: "ON",
    });
  });

  it("falls back to the city in its state when the code lies in another state or is only a prefix", () => {
    const miami = locateNorthAmerica({ city: "Miami", state: "FL", country: "US" });
    expect(miami).toBeDefined();
    expect(locateNorthAmerica({ postalCode: "10001", city: "Miami", state: "FL", country: "US" })).toEqual(miami);
    expect(locateNorthAmerica({ postalCode: "331", city: "Miami", state: "FL", country: "US" })).toEqual(miami);
  });

  it("does not move a US place with a state to a same-named city elsewhere", () => {
    expect(locatePlace({ city: "Miami", state: "NY", country: "US" })).toBeUndefined();
  });

  it("finds a city abroad by name in its country, and a port whose town is no listed city", () => {
    expect(locatePlace({ city: "Hamburg", country: "DE" })).toMatchObject({
      country: "DE",
      lat: expect.closeTo(53.55, 1),
    });
    expect(locatePlace({ city: "Port Rashid", country: "AE" })).toMatchObject({ country: "AE" });
    expect(locatePlace({ city: "Miami", country: "US" })).toMatchObject({ lat: expect.closeTo(25.77, 1) });
  });

  it("answers undefined for a place the lookups do not know", () => {
    expect(locatePlace({ city: "Nowhere Town", country: "DE" })).toBeUndefined();
    expect(locatePlace({ postalCode: "00000", country: "US" })).toBeUndefined();
    expect(locatePlace({ city: "Hamburg", country: "JP" })).toBeUndefined();
  });
});

describe("locating both ends of a route from a lead's columns", () => {
  const route: RoutePlaces = {
    origin_postal_code: "33172",
    origin_city: "Doral",
    origin_state: "FL",
    origin_country: "US",
    destination_postal_code: null,
    destination_city: "Hamburg",
    destination_state: null,
    destination_country: "DE",
  };

  it("locates each end as locatePlace does", () => {
    expect(locateRoute(route)).toEqual({
      origin: locatePlace({ postalCode: "33172", city: "Doral", state: "FL", country: "US" }),
      destination: locatePlace({ city: "Hamburg", country: "DE" }),
    });
  });

  it("gives no route when either end is not found or has no country", () => {
    expect(locateRoute({ ...route, destination_city: "Nowhere Town" })).toBeUndefined();
    expect(locateRoute({ ...route, origin_country: null })).toBeUndefined();
  });
});
