import {
  GUARD_BOUNDS,
  describeBound,
  guardBreaches,
  guardFigures,
  type Medians,
} from "@/scripts/lib/bench-pages/guard";

const floor: Medians = { lcp: 1000, mainThread: 600, tbt: 100, performance: 95, jsBytes: 400 * 1024 };
const twin: Medians = { lcp: 1500, mainThread: 900, tbt: 0, performance: 99, jsBytes: 0 };
/** A page exactly on every bound but the JS one, which is on the content pages' bound. */
const onTheBounds: Medians = {
  lcp: 1650,
  mainThread: 1.4 * (900 + 600),
  tbt: 175,
  performance: 92,
  jsBytes: (400 + 12) * 1024,
};

const breached = (path: string, page: Medians) =>
  guardBreaches(path, guardFigures(page, twin, floor)).map((b) => b.bound.figure);

describe("the page guard's figures", () => {
  it("compares LCP with the twin, main-thread work with twin plus floor, the rest with the floor", () => {
    const figures = guardFigures({ ...onTheBounds, lcp: 1800, mainThread: 3000 }, twin, floor);
    expect(figures.lcpTimesTwin).toBeCloseTo(1.2, 10);
    expect(figures.mainThreadTimesTwinAndFloor).toBeCloseTo(2, 10);
    expect(figures.tbtOverFloorMs).toBe(75);
    expect(figures.perfOverFloor).toBe(-3);
    expect(figures.jsOverFloorKB).toBe(12);
  });
});

describe("the page guard", () => {
  it("passes a page that sits exactly on every bound", () => {
    expect(breached("/quote", onTheBounds)).toEqual([]);
  });

  it("names each bound a page breaks, and only those", () => {
    expect(breached("/quote", { ...onTheBounds, lcp: 1651 })).toEqual(["lcpTimesTwin"]);
    expect(breached("/quote", { ...onTheBounds, mainThread: 2101 })).toEqual(["mainThreadTimesTwinAndFloor"]);
    expect(breached("/quote", { ...onTheBounds, tbt: 176 })).toEqual(["tbtOverFloorMs"]);
    expect(breached("/quote", { ...onTheBounds, performance: 91 })).toEqual(["perfOverFloor"]);
    expect(breached("/quote", { ...onTheBounds, jsBytes: (400 + 12.1) * 1024 })).toEqual(["jsOverFloorKB"]);
    expect(breached("/quote", { ...onTheBounds, lcp: 2000, tbt: 400 })).toEqual(["lcpTimesTwin", "tbtOverFloorMs"]);
  });

  it("allows the home page 22 KB of script over the floor and the other pages 12", () => {
    const page = { ...onTheBounds, jsBytes: (400 + 20) * 1024 };
    expect(breached("/", page)).toEqual([]);
    expect(breached("/frequently-asked-questions", page)).toEqual(["jsOverFloorKB"]);
    expect(breached("/", { ...onTheBounds, jsBytes: (400 + 22.5) * 1024 })).toEqual(["jsOverFloorKB"]);
  });

  it("fails a figure it could not measure rather than passing it", () => {
    expect(breached("/quote", { ...onTheBounds, lcp: Number.NaN })).toEqual(["lcpTimesTwin"]);
  });

  it("prints each bound with its limit, the home page's own where it has one", () => {
    expect(GUARD_BOUNDS.map(describeBound)).toEqual([
      "LCP × twin ≤ 1.1×",
      "main-thread ÷ (twin + floor) ≤ 1.4×",
      "TBT − floor ≤ 75 ms",
      "perf − floor ≥ -3",
      "JS − floor ≤ 12 KB (22 KB on /)",
    ]);
  });
});
