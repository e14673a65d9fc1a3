import { CURATED_MAKE_ID_MIN, MAX_RESULTS } from "@/lib/lookups/constants";
import { searchNorthAmerica } from "@/lib/lookups/north-america";
import { searchMakes, searchModels } from "@/lib/lookups/vehicles";
import { searchAnyPlace, searchCityPort } from "@/lib/lookups/world";

const label = (p: { City: string; StateId?: string }) => `${p.City}, ${p.StateId ?? ""}`;

describe("place ranking (real data)", () => {
  it("ranks New York before Newark before New Haven for 'new'", () => {
    const names = searchNorthAmerica("new").map(label);
    const ny = names.indexOf("New York, NY");
    const newark = names.indexOf("Newark, NJ");
    const haven = names.indexOf("New Haven, CT");
    expect(ny).toBe(0);
    expect(newark).toBeGreaterThan(ny);
    expect(haven).toBeGreaterThan(newark);
  });

  it("finds the same places with and without accents", () => {
    expect(searchNorthAmerica("montreal")[0]).toEqual(searchNorthAmerica("Montréal")[0]);
    expect(label(searchNorthAmerica("montreal")[0]!)).toBe("Montréal, QC");
  });

  it("narrows 'Miami, FL' and 'miami fl' to Florida", () => {
    for (const q of ["Miami, FL", "miami fl", "Miami, Florida"]) {
      const items = searchNorthAmerica(q);
      expect(items.length).toBeGreaterThan(0);
      expect(label(items[0]!)).toBe("Miami, FL");
      expect(items.every((i) => i.StateId === "FL")).toBe(true);
    }
  });

  it("puts the ZIP's own place first and uses the ZIP's point", () => {
    const [first] = searchNorthAmerica("90210");
    expect(first).toMatchObject({ City: "Beverly Hills", StateId: "CA", Zip: "90210", CountryID: "US" });
  });

  it("finds a Canadian postal code by its first three characters", () => {
    expect(searchNorthAmerica("M5V 3L9")[0]).toMatchObject({
      City: "Toronto",
      StateId: "ON",
      Zip: "M5V",
      CountryID: "CA",
    });
  });

  it("fills Puerto Rico from the zipcodes package", () => {
    expect(searchNorthAmerica("00901")[0]).toMatchObject({ StateId: "PR" });
  });

  it("gives at most ten items, each with a latitude and longitude", () => {
    for (const q of ["s", "san", "10", "M", "lon"]) {
      const items = [...searchNorthAmerica(q), ...searchCityPort(q, true), ...searchAnyPlace(q)];
      expect(searchNorthAmerica(q).length).toBeLessThanOrEqual(MAX_RESULTS);
      expect(searchCityPort(q, true).length).toBeLessThanOrEqual(MAX_RESULTS);
      for (const item of items) {
        expect(Number.isFinite(item.lat) && Math.abs(item.lat) <= 90).toBe(true);
        expect(Number.isFinite(item.lng) && Math.abs(item.lng) <= 180).toBe(true);
      }
    }
  });

  it("answers unknown words with an empty list", () => {
    expect(searchNorthAmerica("zzqxv")).toEqual([]);
    expect(searchCityPort("zzqxv", true)).toEqual([]);
    expect(searchMakes("zzqxv")).toEqual([]);
  });

  it("lists a matching seaport first when ports are asked for, and attaches a port to cities", () => {
    const [first] = searchCityPort("Bremerhaven", true);
    expect(first).toMatchObject({
      PortName: "Bremerhaven",
      PortCode: "DEBRV",
      CountryID: "DE",
      PortCountry: "Germany",
    });
    expect(searchCityPort("Paris, France", false)[0]).toMatchObject({
      City: "Paris",
      CountryID: "FR",
      PortName: "Paris",
      PortCode: "FRPAR",
    });
  });

  it("finds a port by its UN/LOCODE", () => {
    expect(searchCityPort("AEJEA", true)[0]).toMatchObject({ PortName: "Jebel Ali", CountryID: "AE" });
  });
});

describe("vehicle ranking (real data)", () => {
  it("finds makes by any word and ranks the big make first", () => {
    expect(searchMakes("to")[0]?.make).toBe("Toyota");
    expect(searchMakes("davidson").map((m) => m.make)).toContain("Harley-Davidson");
  });

  it("keeps vPIC's Make_ID and gives curated makes ids from 900000", () => {
    expect(searchMakes("toyota")[0]?.Make_ID).toBe(448);
    const boat = searchMakes("sea ray")[0];
    expect(boat).toMatchObject({ make: "Sea Ray", kind: "boat" });
    expect(boat!.Make_ID).toBeGreaterThanOrEqual(CURATED_MAKE_ID_MIN);
  });

  it("matches F-150 when typed as f150, and only models made in the year asked", () => {
    expect(searchModels({ input: "f150", make_id: 460 }).map((m) => m.model)).toContain("F-150");
    const in1990 = searchModels({ input: "r", make_id: 448, year: 1990 });
    expect(in1990.every((m) => m.yearFrom <= 1990 && (m.yearTo === null || m.yearTo >= 1990))).toBe(true);
    expect(in1990.map((m) => m.model)).not.toContain("RAV4");
  });

  it("answers an unknown make id with an empty list", () => {
    expect(searchModels({ input: "a", make_id: 123456789 })).toEqual([]);
  });
});

describe("what people mean comes first (issue 14, real data)", () => {
  const makes = (q: string) => searchMakes(q).map((m) => m.make);
  const sameness = (p: { City: string; StateId?: string; StateName?: string; CountryID: string; Zip?: string }) =>
    [p.City, p.StateId || p.StateName || "", p.CountryID, p.Zip ?? ""].join("|");

  it("ranks the common make first: Ford for 'For', Harley-Davidson for 'Harley', John Deere for 'John', Kia for 'Ki'", () => {
    expect(makes("For")[0]).toBe("Ford");
    expect(makes("For").indexOf("Ford")).toBeLessThan(makes("For").indexOf("Forest River"));
    expect(makes("Harley")[0]).toBe("Harley-Davidson");
    expect(makes("John")[0]).toBe("John Deere");
    expect(makes("Ki")[0]).toBe("Kia");
  });

  it("puts a make whose name starts with the letters before one with a later word that does", () => {
    expect(makes("riv")[0]).toBe("Rivian");
    expect(makes("davidson")[0]).toBe("Harley-Davidson");
  });

  it("forgives one typo in a common make, after every prefix match", () => {
    expect(makes("Toyta")[0]).toBe("Toyota");
    expect(makes("Chevorlet")[0]).toBe("Chevrolet");
    expect(makes("Mercedez")[0]).toBe("Mercedes-Benz");
  });

  it("gives the largest city of a bare name first: Portland, OR and Kansas City, MO", () => {
    expect(searchNorthAmerica("Portland")[0]).toMatchObject({ City: "Portland", StateId: "OR" });
    expect(searchNorthAmerica("Kansas City")[0]).toMatchObject({ City: "Kansas City", StateId: "MO" });
    expect(searchNorthAmerica("Kansas City").map((p) => p.StateId)).toContain("KS");
  });

  it("forgives one typo in a large city name", () => {
    expect(searchNorthAmerica("Pheonix")[0]).toMatchObject({ City: "Phoenix", StateId: "AZ" });
    expect(searchNorthAmerica("Pheonix, AZ")[0]).toMatchObject({ City: "Phoenix", StateId: "AZ" });
    expect(searchCityPort("Rotterdan", true)[0]).toMatchObject({ City: "Rotterdam", CountryID: "NL" });
    expect(searchNorthAmerica("Houston").some((p) => p.City !== "Houston")).toBe(false);
  });

  it("lists Houston, TX once, city first with its port, and Houston in Scotland with its nearest port and distance", () => {
    const items = searchCityPort("Houston", true);
    expect(items[0]).toMatchObject({
      City: "Houston",
      StateId: "TX",
      CountryID: "US",
      PortName: "Houston",
      PortCode: "USHOU",
    });
    expect(items[0]?.Label).toBe("Houston, TX, United States · port of Houston");
    expect(items.filter((i) => i.City === "Houston" && i.CountryID === "US" && i.StateId === "TX")).toHaveLength(1);
    const scotland = items.find((i) => i.CountryID === "GB");
    expect(scotland?.Label).toMatch(/^Houston, Scotland, United Kingdom · nearest port Greenock \(\d+ km\)$/);
  });

  it("names a nearest port that shares its name with another port by its state, so Rotterdam, NY is not read as the Dutch one", () => {
    const [mills] = searchCityPort("13417", true);
    expect(mills).toMatchObject({ City: "New York Mills", StateId: "NY", PortName: "Rotterdam", PortCode: "USRAJ" });
    expect(mills?.Label).toMatch(/^New York Mills, NY 13417, United States · nearest port Rotterdam, NY \(\d+ km\)$/);
    // A name no other port has stays as it is.
    expect(searchCityPort("Houston", true).find((i) => i.CountryID === "GB")?.Label).toContain(
      "nearest port Greenock (",
    );
  });

  it("keeps the spec fields beside the label", () => {
    const [houston] = searchCityPort("Houston", true);
    for (const field of ["City", "StateId", "StateName", "CountryID", "PortName", "PortCity", "PortCountry", "Label"])
      expect(houston).toHaveProperty(field);
    const [portland] = searchNorthAmerica("Portland");
    expect(portland).toMatchObject({ City: "Portland", StateId: "OR", StateName: "Oregon", CountryID: "US" });
    expect(portland?.Label).toBe(`Portland, OR ${portland?.Zip}, United States`);
  });

  it("answers Southampton with the English port, and no Bermudan port at the English port's position", () => {
    const items = searchCityPort("Southampton", true);
    expect(items[0]).toMatchObject({ City: "Southampton", CountryID: "GB", PortCode: "GBSOU" });
    expect(items.some((i) => i.PortCode === "BMSOU")).toBe(false);
  });

  it("answers Rotterdam with the Dutch port before Rotterdam, NY", () => {
    const items = searchCityPort("Rotterdam", true);
    expect(items[0]).toMatchObject({ City: "Rotterdam", CountryID: "NL", PortCode: "NLRTM" });
    expect(items.findIndex((i) => i.CountryID === "US")).toBeGreaterThan(0);
  });

  it("lists every place once", () => {
    for (const q of [
      "Hamburg",
      "Jebel Ali",
      "Durban",
      "Tangier",
      "Busan",
      "Le Havre",
      "Baltimore",
      "Houston",
      "Dubai",
      "Shenzhen",
      "San",
    ]) {
      for (const items of [
        searchCityPort(q, true),
        searchCityPort(q, false),
        searchAnyPlace(q),
        searchNorthAmerica(q),
      ]) {
        const keys = items.map(sameness);
        expect(new Set(keys).size, `${q}: ${keys.join(", ")}`).toBe(keys.length);
      }
    }
  });

  it("merges North America and the world by size in auto-complete", () => {
    expect(searchAnyPlace("London")[0]).toMatchObject({ City: "London", CountryID: "GB" });
    expect(searchAnyPlace("Houston")[0]).toMatchObject({ City: "Houston", StateId: "TX" });
  });
});
