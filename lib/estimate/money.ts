import { ROUND_TO_DOLLARS, type Range } from "./constants";

/** Nearest whole $5, so a line never pretends to cent precision. */
function roundDollars(amount: number): number {
  // Adding 0 turns a rounded -0 into 0 so a zero line never prints as "-$0".
  return Math.round(amount / ROUND_TO_DOLLARS) * ROUND_TO_DOLLARS + 0;
}

export function roundRange(range: Range): Range {
  return { low: roundDollars(range.low), high: roundDollars(range.high) };
}

export function addRanges(ranges: readonly Range[]): Range {
  return ranges.reduce((sum, range) => ({ low: sum.low + range.low, high: sum.high + range.high }), {
    low: 0,
    high: 0,
  });
}

export function scaleRange(range: Range, factor: Range | number): Range {
  const f = typeof factor === "number" ? { low: factor, high: factor } : factor;
  return { low: range.low * f.low, high: range.high * f.high };
}

/** "+35–40 %" or "−5 %": the rate as people read it in a label. */
export function formatPercent(rate: Range | number, sign: "+" | "−"): string {
  const r = typeof rate === "number" ? { low: rate, high: rate } : rate;
  const low = Math.round(r.low * 100);
  const high = Math.round(r.high * 100);
  return low === high ? `${sign}${low} %` : `${sign}${low}–${high} %`;
}

export function formatMiles(miles: number): string {
  return `${Math.round(miles).toLocaleString("en-US")} mi`;
}
