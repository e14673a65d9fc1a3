import { estimate, safeEstimate, type EstimateResult, type LineItem } from "@/lib/estimate";
import { taperedCharge } from "@/lib/estimate/domestic";
import { SAME_PLACE_MESSAGE } from "@/lib/estimate/schema";
import { cars, domestic, PLACES } from "./fixtures";

const lines = (result: EstimateResult, kind: LineItem["kind"]) => result.lineItems.filter((item) => item.kind === kind);
const only = (result: EstimateResult, kind: LineItem["kind"]) => {
  const found = lines(result, kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const transport = (result: EstimateResult) =>
  lines(result, "transport").reduce((sum, item) => ({ low: sum.low + item.low, high: sum.high + item.high }), {
    low: 0,
    high: 0,
  });

describe("tapered per-mile rate", () => {
  it("lowers the average rate per mile as the distance grows", () => {
    for (let miles = 100; miles < 3500; miles += 100) {
      const here = taperedCharge(miles);
      const further = taperedCharge(miles + 100);
      expect(further.low / (miles + 100)).toBeLessThan(here.low / miles);
      expect(further.high / (miles + 100)).toBeLessThan(here.high / miles);
    }
  });

  it("raises the total price with every extra mile", () => {
    for (let miles = 0; miles < 3500; miles += 50) {
      expect(taperedCharge(miles + 50).low).toBeGreaterThan(taperedCharge(miles).low);
      expect(taperedCharge(miles + 50).high).toBeGreaterThan(taperedCharge(miles).high);
    }
  });

  it.each([500, 2000])("has no jump at the band edge of %i miles", (edge) => {
    const below = taperedCharge(edge - 0.001);
    const above = taperedCharge(edge + 0.001);
    expect(Math.abs(above.low - below.low)).toBeLessThan(0.01);
    expect(Math.abs(above.high - below.high)).toBeLessThan(0.01);
  });
});

describe("domestic estimate", () => {
  it("does not price a route whose two ends are one place, rather than charge a 0 mi trip its minimum", () => {
    const result = safeEstimate(domestic({ origin: PLACES.miami, destination: PLACES.miami }));
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues).toEqual([
      expect.objectContaining({ path: ["destination"], message: SAME_PLACE_MESSAGE }),
    ]);
    // A short trip across town is still a trip, at the minimum charge.
    expect(estimate(domestic({ origin: PLACES.miami, destination: PLACES.orlando })).low).toBeGreaterThan(0);
  });

  it("answers a range in USD whose total is the sum of $5-rounded line items", () => {
    const result = estimate(
      domestic({
        vehicles: [
          { type: "SUV", inop: true },
          { type: "Car", inop: false },
        ],
        transportType: "Enclosed",
      }),
    );
    expect(result.currency).toBe("USD");
    expect(result.low).toBeLessThan(result.high);
    expect(result.low).toBe(result.lineItems.reduce((sum, item) => sum + item.low, 0));
    expect(result.high).toBe(result.lineItems.reduce((sum, item) => sum + item.high, 0));
    for (const item of result.lineItems) {
      expect(Math.abs(item.low % 5)).toBe(0);
      expect(Math.abs(item.high % 5)).toBe(0);
    }
  });

  it.each([
    ["SUV", 1.15],
    ["Pickup", 1.25],
    ["Van", 1.25],
    ["Motorcycle", 0.75],
  ] as const)("prices a %s at %f times a car", (type, factor) => {
    const car = only(estimate(domestic()), "transport");
    const other = only(estimate(domestic({ vehicles: [{ type, inop: false }] })), "transport");
    // Both sides are rounded to $5, so allow one rounding step.
    expect(Math.abs(other.low - car.low * factor)).toBeLessThanOrEqual(5);
    expect(Math.abs(other.high - car.high * factor)).toBeLessThanOrEqual(5);
  });

  it("adds 35–40 % of the transport charge for an enclosed trailer", () => {
    const result = estimate(domestic({ transportType: "Enclosed" }));
    const base = transport(result);
    const enclosed = only(result, "enclosed");
    expect(Math.abs(enclosed.low - base.low * 0.35)).toBeLessThanOrEqual(5);
    expect(Math.abs(enclosed.high - base.high * 0.4)).toBeLessThanOrEqual(5);
    expect(lines(estimate(domestic()), "enclosed")).toHaveLength(0);
  });

  it("adds $150–200 for each vehicle that does not run", () => {
    const running = estimate(domestic());
    const oneInop = estimate(domestic({ vehicles: cars(1, true) }));
    expect(only(oneInop, "inoperable")).toMatchObject({ low: 150, high: 200 });
    expect(oneInop.low - running.low).toBe(150);
    expect(oneInop.high - running.high).toBe(200);
    expect(only(estimate(domestic({ vehicles: cars(3, true) })), "inoperable")).toMatchObject({ low: 450, high: 600 });
  });

  it("charges the $300–400 minimum per vehicle on a short trip", () => {
    const short = estimate(domestic({ origin: PLACES.philadelphia, destination: PLACES.trenton }));
    expect(short.distanceMiles).toBeLessThan(50);
    expect(short).toMatchObject({ low: 300, high: 400 });
    expect(only(short, "transport").label).toMatch(/minimum charge/);
    const motorcycle = estimate(
      domestic({
        origin: PLACES.philadelphia,
        destination: PLACES.trenton,
        vehicles: [{ type: "Motorcycle", inop: false }],
      }),
    );
    expect(motorcycle).toMatchObject({ low: 300, high: 400 });
  });

  it("stops applying the minimum once the distance pays more than it", () => {
    const houstonDallas = estimate(domestic({ origin: PLACES.houston, destination: PLACES.dallas }));
    expect(houstonDallas.low).toBeGreaterThan(300);
    expect(only(houstonDallas, "transport").label).not.toMatch(/minimum/);
  });

  it.each([
    [1, 0],
    [2, 0.05],
    [3, 0.08],
    [4, 0.08],
    [5, 0.1],
    [10, 0.1],
  ])("gives %i vehicles a %f multi-vehicle discount on transport", (count, rate) => {
    const result = estimate(domestic({ vehicles: cars(count) }));
    const discount = lines(result, "multi-vehicle");
    if (rate === 0) {
      expect(discount).toHaveLength(0);
      return;
    }
    const base = transport(result);
    expect(Math.abs(discount[0]!.low + base.low * rate)).toBeLessThanOrEqual(5);
    expect(Math.abs(discount[0]!.high + base.high * rate)).toBeLessThanOrEqual(5);
    expect(discount[0]!.label).toContain(`${count} vehicles`);
  });

  it("does not discount the inoperable fee", () => {
    const result = estimate(domestic({ vehicles: cars(2, true) }));
    const discount = only(result, "multi-vehicle");
    expect(Math.abs(discount.low + transport(result).low * 0.05)).toBeLessThanOrEqual(5);
    expect(only(result, "inoperable")).toMatchObject({ low: 300, high: 400 });
  });

  it("lists one transport line per vehicle with its type", () => {
    const result = estimate(
      domestic({
        vehicles: [
          { type: "Car", inop: false },
          { type: "Van", inop: false },
        ],
      }),
    );
    expect(lines(result, "transport").map((item) => item.label)).toEqual([
      expect.stringMatching(/^Vehicle 1: Car/),
      expect.stringMatching(/^Vehicle 2: Van/),
    ]);
  });

  it("gives a transit time that grows with distance and stays within two weeks coast to coast", () => {
    const short = estimate(domestic({ origin: PLACES.houston, destination: PLACES.dallas })).transitDays;
    const long = estimate(domestic()).transitDays;
    expect(short.min).toBeGreaterThanOrEqual(1);
    expect(short.max).toBeLessThanOrEqual(3);
    expect(long.min).toBeGreaterThan(short.max);
    expect(long.max).toBeLessThanOrEqual(14);
    expect(long.min).toBeLessThanOrEqual(long.max);
  });

  it("reads a Date ship date as the same calendar day as its YYYY-MM-DD string", () => {
    expect(estimate(domestic({ shipDate: new Date(2026, 10, 2) }))).toEqual(
      estimate(domestic({ shipDate: "2026-11-02" })),
    );
  });

  it("is pure: the same input gives the same answer and is left unchanged", () => {
    const input = domestic({ vehicles: cars(2) });
    const copy = structuredClone(input);
    expect(estimate(input)).toEqual(estimate(input));
    expect(input).toEqual(copy);
  });
});
