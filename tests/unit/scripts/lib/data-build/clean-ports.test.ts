import { Grid } from "@/scripts/lib/data-build/geo.mjs";
import { cleanPorts, type GazetteerPlace as Place } from "@/scripts/lib/data-build/ports.mjs";

function gazetteer(places: Place[]) {
  const grid = new Grid<Place>(1);
  const byCountryName = new Map<string, Place[]>();
  for (const p of places) {
    grid.add(p.lat, p.lng, p);
    const key = `${p.country}|${p.name.toLowerCase()}`;
    byCountryName.set(key, [...(byCountryName.get(key) ?? []), p]);
  }
  return { grid, byCountryName, countries: new Set(places.map((p) => p.country)) };
}

const places: Place[] = [
  { name: "Southampton", country: "GB", admin1: "ENG", lat: 50.904, lng: -1.404, population: 246_201 },
  { name: "Hamilton", country: "BM", admin1: "03", lat: 32.294, lng: -64.783, population: 902 },
  { name: "Annaba", country: "DZ", admin1: "37", lat: 36.9, lng: 7.767, population: 206_570 },
  { name: "Willemstad", country: "CW", admin1: "", lat: 12.122, lng: -68.883, population: 125_000 },
  { name: "Shanghai", country: "CN", admin1: "23", lat: 31.222, lng: 121.458, population: 22_315_474 },
];

const port = (name: string, lng: number, lat: number, unlocs?: string[]) => ({
  name,
  city: name,
  coordinates: [lng, lat] as [number, number],
  ...(unlocs ? { unlocs } : {}),
});

describe("cleaning seaports against GeoNames", () => {
  const { ports, log } = cleanPorts(
    {
      GBSOU: port("Southampton", -1.404, 50.91),
      BMSOU: port("Southampton", -1.404, 50.91),
      DZAAE: port("Annaba (ex Bone)", 36.918, 7.674),
      ANWIL: port("Willemstad", -68.88, 12.12),
      CNSGH: port("Shanghai", 121.47, 31.23, ["CNSHA", "CNSGH"]),
      CNSHA: port("Shanghai", 121.47, 31.23, ["CNSHA", "CNSGH"]),
    },
    gazetteer(places),
  );
  const byCode = new Map(ports.map((p) => [p.code, p]));

  it("drops a port whose position lies in another country and whose name has no place in its own (Southampton, BM)", () => {
    expect(byCode.has("BMSOU")).toBe(false);
    expect(byCode.get("GBSOU")).toMatchObject({ country: "GB" });
    expect(log.find((l) => l.startsWith("BMSOU"))).toMatch(/lies in GB \(Southampton, \d+ km\).*dropped/);
  });

  it("swaps latitude and longitude back when that puts the port in its country", () => {
    expect(byCode.get("DZAAE")).toMatchObject({ country: "DZ", lat: 36.918, lng: 7.674 });
    expect(log.some((l) => l.startsWith("DZAAE") && l.includes("swapped back"))).toBe(true);
  });

  it("gives a port of a country that no longer exists the country it lies in", () => {
    expect(byCode.get("ANWIL")).toMatchObject({ country: "CW" });
  });

  it("keeps one port listed under two codes, the current one", () => {
    expect(byCode.has("CNSHA")).toBe(true);
    expect(byCode.has("CNSGH")).toBe(false);
    expect(log.some((l) => l.startsWith("CNSGH") && l.includes("the same port as CNSHA"))).toBe(true);
  });
});
