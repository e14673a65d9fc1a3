import { estimate, type EstimateResult } from "@/lib/estimate";
import { domestic, PLACES } from "./fixtures";

const seasonLine = (result: EstimateResult) => result.lineItems.find((item) => item.kind === "season");
const southbound = (shipDate: string) =>
  estimate(domestic({ origin: PLACES.newYork, destination: PLACES.miami, shipDate }));
const northbound = (shipDate: string) =>
  estimate(domestic({ origin: PLACES.miami, destination: PLACES.newYork, shipDate }));

describe("snowbird season", () => {
  it.each([
    ["2026-09-30", false],
    ["2026-10-01", true],
    ["2026-12-31", true],
    ["2027-01-01", false],
  ])("southbound New York → Miami on %s is in season: %s", (shipDate, inSeason) => {
    const line = seasonLine(southbound(shipDate));
    expect(line !== undefined).toBe(inSeason);
    if (line) expect(line.label).toMatch(/southbound/);
  });

  it.each([
    ["2026-03-31", false],
    ["2026-04-01", true],
    ["2026-05-31", true],
    ["2026-06-01", false],
  ])("northbound Miami → New York on %s is in season: %s", (shipDate, inSeason) => {
    const line = seasonLine(northbound(shipDate));
    expect(line !== undefined).toBe(inSeason);
    if (line) expect(line.label).toMatch(/northbound/);
  });

  it("adds 15–30 % of the transport charge in season and nothing else", () => {
    const off = southbound("2026-09-30");
    const on = southbound("2026-10-01");
    const line = seasonLine(on)!;
    expect(Math.abs(line.low - off.low * 0.15)).toBeLessThanOrEqual(5);
    expect(Math.abs(line.high - off.high * 0.3)).toBeLessThanOrEqual(5);
    expect(on.low - line.low).toBe(off.low);
    expect(on.high - line.high).toBe(off.high);
  });

  it("surcharges an enclosed shipment on the enclosed price too", () => {
    const result = estimate(
      domestic({
        origin: PLACES.newYork,
        destination: PLACES.miami,
        shipDate: "2026-11-15",
        transportType: "Enclosed",
      }),
    );
    const transportAndEnclosed = result.lineItems
      .filter((item) => item.kind === "transport" || item.kind === "enclosed")
      .reduce((sum, item) => sum + item.high, 0);
    expect(Math.abs(seasonLine(result)!.high - transportAndEnclosed * 0.3)).toBeLessThanOrEqual(5);
  });

  it("does not surcharge the empty direction: north out of Florida in November, south into it in April", () => {
    expect(seasonLine(northbound("2026-11-15"))).toBeUndefined();
    expect(seasonLine(southbound("2026-04-15"))).toBeUndefined();
  });

  it.each([
    ["Phoenix, AZ", PLACES.phoenix],
    ["Houston, TX", PLACES.houston],
  ])("surcharges northbound out of %s in April", (_name, origin) => {
    expect(
      seasonLine(estimate(domestic({ origin, destination: PLACES.chicago, shipDate: "2026-04-20" })))?.label,
    ).toMatch(/northbound/);
  });

  it("surcharges Canadian snowbirds heading to Florida in November", () => {
    expect(
      seasonLine(estimate(domestic({ origin: PLACES.toronto, destination: PLACES.miami, shipDate: "2026-11-10" })))
        ?.label,
    ).toMatch(/southbound/);
  });

  it("leaves moves inside the sun belt alone", () => {
    expect(
      seasonLine(estimate(domestic({ origin: PLACES.houston, destination: PLACES.dallas, shipDate: "2026-04-20" }))),
    ).toBeUndefined();
    expect(
      seasonLine(estimate(domestic({ origin: PLACES.orlando, destination: PLACES.miami, shipDate: "2026-11-10" }))),
    ).toBeUndefined();
  });

  it("leaves moves that end outside FL, AZ and TX alone", () => {
    expect(
      seasonLine(
        estimate(domestic({ origin: PLACES.chicago, destination: PLACES.losAngeles, shipDate: "2026-11-10" })),
      ),
    ).toBeUndefined();
  });

  it("adds nothing when a US place comes without its state", () => {
    const { state: _state, ...miamiWithoutState } = PLACES.miami;
    expect(
      seasonLine(
        estimate(domestic({ origin: PLACES.newYork, destination: miamiWithoutState, shipDate: "2026-11-10" })),
      ),
    ).toBeUndefined();
  });
});
