import { estimate, type EstimateResult, type LineItem } from "@/lib/estimate";
import { INTERNATIONAL_TIERS } from "@/lib/estimate/constants";
import { greatCircleMiles } from "@/lib/estimate/distance";
import { cars, domestic, international, OFF_SEASON, PLACES, PORTS } from "./fixtures";

const only = (result: EstimateResult, kind: LineItem["kind"]) => {
  const found = result.lineItems.filter((item) => item.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const near = (actual: number, published: number, tolerance: number) =>
  expect(Math.abs(actual - published) / published).toBeLessThanOrEqual(tolerance);

describe("international tiers, port to port", () => {
  it.each(INTERNATIONAL_TIERS)("prices the %s tier as one freight line with a range and a transit time", (tier) => {
    const result = estimate(international({ tier }));
    const freight = only(result, "freight");
    expect(result.lineItems).toHaveLength(1);
    expect(freight.low).toBeLessThan(freight.high);
    expect(result).toMatchObject({ low: freight.low, high: freight.high, currency: "USD" });
    expect(result.distanceMiles).toBe(Math.round(greatCircleMiles(PLACES.newYork, PLACES.bremerhaven)));
    expect(result.transitDays.min).toBeLessThanOrEqual(result.transitDays.max);
  });

  it("orders the tiers by price: RoRo, shared container, private 20 ft, private 40 ft, air", () => {
    const lows = INTERNATIONAL_TIERS.map((tier) => estimate(international({ tier })).low);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
  });

  it("matches the published US East Coast → Europe lane: RoRo $1,500–2,600, container $2,500–5,000, 10–25 days", () => {
    const roro = estimate(international({ tier: "roro" }));
    near(roro.low, 1500, 0.1);
    near(roro.high, 2600, 0.1);
    const box = estimate(international({ tier: "container-20" }));
    near(box.low, 2500, 0.1);
    near(box.high, 5000, 0.1);
    expect(roro.transitDays.min).toBeGreaterThanOrEqual(10);
    expect(roro.transitDays.max).toBeLessThanOrEqual(25);
  });

  it("matches the published US West Coast → Japan lane: RoRo $1,900–3,200, container $3,000–6,000, 15–30 days", () => {
    const lane = { origin: PLACES.losAngeles, destination: PLACES.yokohama };
    const roro = estimate(international({ ...lane, tier: "roro" }));
    near(roro.low, 1900, 0.1);
    near(roro.high, 3200, 0.1);
    const box = estimate(international({ ...lane, tier: "container-20" }));
    near(box.low, 3000, 0.1);
    near(box.high, 6000, 0.1);
    expect(roro.transitDays.min).toBeGreaterThanOrEqual(15);
    expect(roro.transitDays.max).toBeLessThanOrEqual(30);
  });

  it("flies a sedan from about $8,000 and within days rather than weeks", () => {
    const air = estimate(international({ tier: "air" }));
    near(air.low, 8000, 0.15);
    expect(air.transitDays.max).toBeLessThanOrEqual(10);
    expect(air.transitDays.max).toBeLessThan(estimate(international({ tier: "roro" })).transitDays.min);
  });

  it("takes longer in a shared container than on RoRo while it fills", () => {
    const shared = estimate(international({ tier: "shared-container" })).transitDays;
    const roro = estimate(international({ tier: "roro" })).transitDays;
    expect(shared.min).toBeGreaterThan(roro.min);
    expect(shared.max).toBeGreaterThan(roro.max);
  });

  it("prices per-vehicle tiers by vehicle size", () => {
    const car = estimate(international({ tier: "roro" }));
    const pickup = estimate(international({ tier: "roro", vehicles: [{ type: "Pickup", inop: false }] }));
    expect(Math.abs(pickup.low - car.low * 1.25)).toBeLessThanOrEqual(5);
  });

  it.each([
    ["container-20", 1, 1],
    ["container-20", 2, 2],
    ["container-40", 3, 1],
    ["container-40", 4, 2],
  ] as const)("packs %s with %i vehicles into %i container(s)", (tier, vehicles, containers) => {
    const single = estimate(international({ tier }));
    const result = estimate(international({ tier, vehicles: cars(vehicles) }));
    expect(only(result, "freight").label).toContain(`× ${containers}`);
    expect(Math.abs(result.low - single.low * containers)).toBeLessThanOrEqual(5);
  });

  it("adds $250–500 port handling for each vehicle that does not run", () => {
    const running = estimate(international({ vehicles: cars(2) }));
    const inop = estimate(
      international({
        vehicles: [
          { type: "Car", inop: true },
          { type: "Car", inop: true },
        ],
      }),
    );
    expect(only(inop, "inoperable")).toMatchObject({ low: 500, high: 1000 });
    expect(inop.low - running.low).toBe(500);
  });
});

describe("international truck legs", () => {
  it("adds the road price from the door to the port of loading for Door to port", () => {
    const door = PLACES.philadelphia;
    const result = estimate(international({ origin: door, shippingMethod: "Door to port", originPort: PORTS.newark }));
    const leg = estimate(
      domestic({ origin: door, destination: { ...PORTS.newark, country: "US", state: "NJ" }, shipDate: OFF_SEASON }),
    );
    expect(only(result, "truck-leg")).toMatchObject({ low: leg.low, high: leg.high });
    const portToPort = estimate(international({ origin: { ...PORTS.newark, country: "US" } }));
    expect(only(result, "freight")).toMatchObject({ low: portToPort.low, high: portToPort.high });
    expect(result.low).toBe(leg.low + portToPort.low);
    expect(result.distanceMiles).toBeCloseTo(leg.distanceMiles + portToPort.distanceMiles, -1);
    expect(result.transitDays.min).toBe(leg.transitDays.min + portToPort.transitDays.min);
  });

  it("prices no truck leg whose door is the port (0 mi): the freight alone, never a minimum charge for no trip", () => {
    const port = { ...PORTS.newark, country: "US" };
    const atThePort = estimate(
      international({ origin: port, shippingMethod: "Door to port", originPort: { ...PORTS.newark } }),
    );
    expect(atThePort.lineItems.map((item) => item.kind)).toEqual(["freight"]);
    expect(atThePort).toMatchObject({ low: estimate(international({ origin: port })).low });
  });

  it("adds the road price from the port of arrival to the door for Port to door", () => {
    const result = estimate(
      international({
        origin: PLACES.bremerhaven,
        destination: PLACES.chicago,
        shippingMethod: "Port to door",
        destinationPort: PORTS.newark,
      }),
    );
    const leg = only(result, "truck-leg");
    expect(leg.label).toMatch(/port of arrival to your door/);
    expect(leg.low).toBeGreaterThan(500);
    expect(result.lineItems.map((item) => item.kind)).toEqual(["truck-leg", "freight"]);
  });

  it("prices the truck leg on an enclosed trailer when enclosed transport is chosen", () => {
    const base = { origin: PLACES.chicago, shippingMethod: "Door to port" as const, originPort: PORTS.newark };
    const open = only(estimate(international({ ...base })), "truck-leg");
    const enclosed = only(estimate(international({ ...base, transportType: "Enclosed" })), "truck-leg");
    expect(enclosed.low / open.low).toBeCloseTo(1.35, 1);
  });

  it("ignores port coordinates that the chosen method does not use", () => {
    const plain = estimate(international());
    expect(estimate(international({ originPort: PORTS.newark, destinationPort: PORTS.longBeach }))).toEqual(plain);
  });
});
