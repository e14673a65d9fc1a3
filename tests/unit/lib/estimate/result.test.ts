import { estimate, estimateResultSchema } from "@/lib/estimate";
import { MAX_ESTIMATE_DOLLARS, MAX_LINE_LABEL_LENGTH } from "@/lib/estimate/constants";
import { MAX_VEHICLES_PER_QUOTE } from "@/lib/quote-bounds";
import { domestic, international, PLACES } from "./fixtures";

const vans = (inop: boolean) => Array.from({ length: MAX_VEHICLES_PER_QUOTE }, () => ({ type: "Van" as const, inop }));
/** Auckland lies nearly opposite Madrid on the globe: about the longest lane there is. */
const AUCKLAND = { lat: -36.8485, lng: 174.7633, country: "NZ" };
const MADRID = { lat: 40.4168, lng: -3.7038, country: "ES" };

describe("the estimate's bounds", () => {
  it("hold every estimate the estimator makes, the dearest and the longest-labelled included", () => {
    const extremes = [
      estimate(
        domestic({
          origin: PLACES.newYork,
          destination: PLACES.miami,
          vehicles: vans(true),
          transportType: "Enclosed",
          shipDate: "2026-11-02",
        }),
      ),
      estimate(
        international({
          origin: AUCKLAND,
          destination: MADRID,
          vehicles: vans(true),
          tier: "air",
          shippingMethod: "Door to port",
          originPort: PLACES.seattle,
        }),
      ),
      estimate(international({ origin: AUCKLAND, destination: MADRID, vehicles: vans(false), tier: "container-40" })),
    ];
    for (const result of extremes) {
      expect(estimateResultSchema.safeParse(result).error).toBeUndefined();
      expect(result.high).toBeLessThan(MAX_ESTIMATE_DOLLARS / 2);
      for (const item of result.lineItems) expect(item.label.length).toBeLessThanOrEqual(MAX_LINE_LABEL_LENGTH * 0.75);
    }
  });

  it("refuse figures no estimate has: 1e308, a negative total, low above high", () => {
    const real = estimate(domestic());
    expect(estimateResultSchema.safeParse({ ...real, low: 1e308, high: 1e308 }).success).toBe(false);
    expect(estimateResultSchema.safeParse({ ...real, low: -5, high: 10 }).success).toBe(false);
    expect(estimateResultSchema.safeParse({ ...real, low: real.high + 5 }).success).toBe(false);
    expect(estimateResultSchema.safeParse({ ...real, transitDays: { min: 9, max: 2 } }).success).toBe(false);
    expect(estimateResultSchema.safeParse({ ...real, distanceMiles: 1e9 }).success).toBe(false);
  });

  it("refuse labels that are markup, hold control characters or run long", () => {
    const real = estimate(domestic());
    const withLabel = (label: string) => ({ ...real, lineItems: [{ ...real.lineItems[0]!, label }] });
    expect(estimateResultSchema.safeParse(withLabel("Vehicle 1: Car, 2,790 mi")).success).toBe(true);
    expect(estimateResultSchema.safeParse(withLabel("<b>free</b>")).success).toBe(false);
    expect(estimateResultSchema.safeParse(withLabel("Car\u0000")).success).toBe(false);
    expect(estimateResultSchema.safeParse(withLabel("x".repeat(MAX_LINE_LABEL_LENGTH + 1))).success).toBe(false);
  });
});
