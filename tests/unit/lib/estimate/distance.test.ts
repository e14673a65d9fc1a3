import { greatCircleMiles, roadMiles } from "@/lib/estimate/distance";
import { estimate } from "@/lib/estimate";
import { domestic, PLACES } from "./fixtures";

/** Published great-circle distances between the city centres (statute miles). */
const KNOWN_PAIRS = [
  { name: "New York – Los Angeles", a: PLACES.newYork, b: PLACES.losAngeles, miles: 2445 },
  { name: "Miami – New York", a: PLACES.miami, b: PLACES.newYork, miles: 1090 },
  { name: "Houston – Dallas", a: PLACES.houston, b: PLACES.dallas, miles: 225 },
  { name: "Seattle – Phoenix", a: PLACES.seattle, b: PLACES.phoenix, miles: 1114 },
  { name: "London – Paris", a: { lat: 51.5074, lng: -0.1278 }, b: { lat: 48.8566, lng: 2.3522 }, miles: 213.5 },
];

describe("greatCircleMiles", () => {
  it.each(KNOWN_PAIRS)("matches the published great-circle distance $name within 1 %", ({ a, b, miles }) => {
    expect(Math.abs(greatCircleMiles(a, b) - miles) / miles).toBeLessThan(0.01);
  });

  it("is zero for the same point and symmetric between two points", () => {
    expect(greatCircleMiles(PLACES.miami, PLACES.miami)).toBe(0);
    expect(greatCircleMiles(PLACES.miami, PLACES.seattle)).toBeCloseTo(
      greatCircleMiles(PLACES.seattle, PLACES.miami),
      9,
    );
  });

  it("gives half the Earth's circumference for antipodal points", () => {
    expect(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3958.7613, 3);
  });

  it("takes the short way across the antimeridian", () => {
    expect(greatCircleMiles({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeLessThan(70);
  });
});

describe("roadMiles", () => {
  it("adds the 1.2 road factor to the great circle", () => {
    expect(roadMiles(PLACES.houston, PLACES.dallas)).toBeCloseTo(
      greatCircleMiles(PLACES.houston, PLACES.dallas) * 1.2,
      9,
    );
  });

  it("reports the rounded road distance as the domestic estimate's distance", () => {
    const result = estimate(domestic({ origin: PLACES.miami, destination: PLACES.newYork }));
    expect(result.distanceMiles).toBe(Math.round(roadMiles(PLACES.miami, PLACES.newYork)));
  });
});
