// The guard issue 41 set for every page (`bench:pages -- --check`), written once: the report prints these bounds
// and --check fails on them. Each compares medians of one interleaved run under applied throttling: the page
// against its no-JavaScript twin (the same HTML, scripts cut; strip-scripts.ts) and against the floor (an
// empty Next.js page). The twin says what the page's own markup costs, so a ratio to it is what the scripts add.

/** The medians the guard reads, for a page, its twin or the floor. */
export type Medians = { lcp: number; mainThread: number; tbt: number; performance: number; jsBytes: number };
type GuardFigures = {
  lcpTimesTwin: number;
  mainThreadTimesTwinAndFloor: number;
  tbtOverFloorMs: number;
  perfOverFloor: number;
  jsOverFloorKB: number;
};
/** A limit on one figure, at most or at least; the home page may have its own. */
type Bound = {
  figure: keyof GuardFigures;
  label: string;
  unit: string;
  limit: number;
  homeLimit?: number;
  atMost: boolean;
};

/** The home page carries the reviews carousel and the quote form's first step: its own script bound. */
const HOME = "/";

export const GUARD_BOUNDS: readonly Bound[] = [
  { figure: "lcpTimesTwin", label: "LCP × twin", unit: "×", limit: 1.1, atMost: true },
  { figure: "mainThreadTimesTwinAndFloor", label: "main-thread ÷ (twin + floor)", unit: "×", limit: 1.4, atMost: true },
  { figure: "tbtOverFloorMs", label: "TBT − floor", unit: " ms", limit: 75, atMost: true },
  { figure: "perfOverFloor", label: "perf − floor", unit: "", limit: -3, atMost: false },
  { figure: "jsOverFloorKB", label: "JS − floor", unit: " KB", limit: 12, homeLimit: 22, atMost: true },
];

export function guardFigures(page: Medians, twin: Medians, floor: Medians): GuardFigures {
  return {
    lcpTimesTwin: page.lcp / twin.lcp,
    mainThreadTimesTwinAndFloor: page.mainThread / (twin.mainThread + floor.mainThread),
    tbtOverFloorMs: page.tbt - floor.tbt,
    perfOverFloor: page.performance - floor.performance,
    // Decoded bytes, as Lighthouse counts them; KB of 1,024.
    jsOverFloorKB: (page.jsBytes - floor.jsBytes) / 1024,
  };
}

const limitFor = (bound: Bound, pagePath: string) =>
  pagePath === HOME ? (bound.homeLimit ?? bound.limit) : bound.limit;

/** "LCP × twin ≤ 1.1×", "JS − floor ≤ 12 KB (22 KB on /)": how the report and --check name a bound. */
export function describeBound(bound: Bound) {
  const limit = (value: number) => `${value}${bound.unit}`;
  const home = bound.homeLimit === undefined ? "" : ` (${limit(bound.homeLimit)} on ${HOME})`;
  return `${bound.label} ${bound.atMost ? "≤" : "≥"} ${limit(bound.limit)}${home}`;
}

/**
 * The bounds a page breaks. A figure that could not be measured (NaN: every run of the page, its twin or the
 * floor failed) breaks its bound too: --check must not pass on what it did not see.
 */
export function guardBreaches(
  pagePath: string,
  figures: GuardFigures,
): { bound: Bound; value: number; limit: number }[] {
  return GUARD_BOUNDS.flatMap((bound) => {
    const value = figures[bound.figure];
    const limit = limitFor(bound, pagePath);
    const within = bound.atMost ? value <= limit : value >= limit;
    return Number.isFinite(value) && within ? [] : [{ bound, value, limit }];
  });
}
