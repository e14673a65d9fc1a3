import { loadNorthAmerica, loadWorld } from "@/lib/lookups/load-data";
import {
  CA_PROVINCE_CODES,
  COUNTRY_CODES,
  US_STATE_CODES,
  isCountryCode,
  isNorthAmericanStateCode,
  isPostalCodeOf,
  isStateOf,
} from "@/lib/quote";

describe("country codes", () => {
  it("accepts real ISO 3166-1 codes and refuses made-up or reserved ones", () => {
    for (const code of ["US", "CA", "DE", "JP", "XK"]) expect(isCountryCode(code)).toBe(true);
    for (const code of ["ZZ", "XX", "EU", "UK", "QO", "us"]) expect(isCountryCode(code)).toBe(false);
  });

  it("holds the 249 assigned codes plus XK and AN, each a region with a name in Node's CLDR data", () => {
    expect(COUNTRY_CODES.size).toBe(251);
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    const unnamed = [...COUNTRY_CODES].filter((code) => {
      const name = names.of(code);
      return name === undefined || name === code || name === "Unknown Region";
    });
    expect(unnamed).toEqual([]);
  });

  it("accepts every country the lookups serve, so no suggestion the form offers is refused", () => {
    const served = loadWorld().countries.map(([code]) => code);
    expect(served.filter((code) => !isCountryCode(code))).toEqual([]);
  });
});

describe("state and province codes", () => {
  it("accepts FL and ON, refuses XX", () => {
    expect(isNorthAmericanStateCode("FL")).toBe(true);
    expect(isNorthAmericanStateCode("ON")).toBe(true);
    expect(isNorthAmericanStateCode("XX")).toBe(false);
  });

  it("holds the 50 states, DC and 7 territories and freely associated states, and the 13 provinces and territories", () => {
    expect(US_STATE_CODES.size).toBe(58);
    expect(CA_PROVINCE_CODES.size).toBe(13);
  });

  it("checks a state against its own country and leaves other countries' regions free", () => {
    expect(isStateOf("US", "FL")).toBe(true);
    expect(isStateOf("US", "ON")).toBe(false);
    expect(isStateOf("CA", "ON")).toBe(true);
    expect(isStateOf("CA", "FL")).toBe(false);
    expect(isStateOf("DE", "Bavaria")).toBe(true);
  });

  it("accepts every state and postal code the lookups serve as its own country's", () => {
    const { states, places, zips } = loadNorthAmerica();
    expect(states.filter(([id, , country]) => !isStateOf(country, id))).toEqual([]);
    const countryOf = (placeIndex: number) => states[places[placeIndex]?.[1] ?? -1]?.[2] ?? "";
    expect(zips.filter(([code, place]) => !isPostalCodeOf(countryOf(place), code)).slice(0, 5)).toEqual([]);
  });
});
