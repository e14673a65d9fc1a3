import { estimate } from "@/lib/estimate";
import {
  DRIVING_DISTANCE_TOLERANCE,
  PUBLISHED_PER_MILE_BANDS,
  REFERENCE_ROUTES,
  referenceInput,
} from "@/lib/estimate/reference-routes";

const routes = REFERENCE_ROUTES.map((route) => ({ ...route, name: `${route.from.name} → ${route.to.name}` }));
/**
 * engineerfix.com: 1–3 days under 500 mi, 3–7 days for 500–1,500 mi, 7–14 days coast to coast;
 * other guides put 1,500–2,500 mi at 5–10 days, hence at least 5 days beyond 1,500 mi.
 */
const PUBLISHED_TRANSIT_DAYS = [
  { belowMiles: 500, min: 1, max: 3 },
  { belowMiles: 1500, min: 3, max: 7 },
  { belowMiles: Number.POSITIVE_INFINITY, min: 5, max: 14 },
];
const bandFor = (miles: number) =>
  PUBLISHED_PER_MILE_BANDS.find((band) => miles >= band.fromMiles && miles < band.toMiles);

describe("reference routes (docs/estimate-routes.md)", () => {
  it("covers at least ten real routes including the four named in the issue", () => {
    const names = routes.map((route) => route.name);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names).toEqual(
      expect.arrayContaining([
        "Miami, FL → New York, NY",
        "Los Angeles, CA → Chicago, IL",
        "Seattle, WA → Phoenix, AZ",
        "Houston, TX → Dallas, TX",
      ]),
    );
  });

  it.each(routes)("estimates $name within 15 % of its driving distance", (route) => {
    const { distanceMiles } = estimate(referenceInput(route));
    expect(Math.abs(distanceMiles - route.drivingMiles) / route.drivingMiles).toBeLessThanOrEqual(
      DRIVING_DISTANCE_TOLERANCE,
    );
  });

  it.each(routes)("keeps $name inside the published price per mile for its distance", (route) => {
    const result = estimate(referenceInput(route));
    const band = bandFor(result.distanceMiles);
    expect(band).toBeDefined();
    expect(result.low / result.distanceMiles).toBeGreaterThanOrEqual(band!.rate.low);
    expect(result.high / result.distanceMiles).toBeLessThanOrEqual(band!.rate.high);
  });

  it.each(routes)("gives $name a transit time inside the published ranges", (route) => {
    const { distanceMiles, transitDays } = estimate(referenceInput(route));
    const band = PUBLISHED_TRANSIT_DAYS.find((entry) => distanceMiles < entry.belowMiles)!;
    expect(transitDays.min).toBeGreaterThanOrEqual(band.min);
    expect(transitDays.max).toBeLessThanOrEqual(band.max);
  });

  it("brackets the published $0.75 a mile on the routes around 1,000 miles", () => {
    const around = routes
      .map((route) => estimate(referenceInput(route)))
      .filter((r) => r.distanceMiles >= 1000 && r.distanceMiles <= 1350);
    expect(around.length).toBeGreaterThanOrEqual(3);
    for (const result of around) {
      expect(result.low / result.distanceMiles).toBeLessThanOrEqual(0.75);
      expect(result.high / result.distanceMiles).toBeGreaterThanOrEqual(0.75);
    }
  });
});
