// Reduces the Lighthouse runs of one page to medians with min–max, and compares a page with the floor.
import { LCP_PHASES } from "./lighthouse.mjs";

/** The figures shown as "median (min–max)", in table order. */
const METRICS = [
  "performance",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "mainThread",
  "jsBytes",
  "accessibility",
  "bestPractices",
  "seo",
  "domElements",
  "jsTransferBytes",
];
const TOP_SCRIPTS = 4;

/** Median of the runs that produced the figure (a run can miss an audit); the mean of the middle two when even. */
function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function spread(values) {
  const finite = values.filter((v) => typeof v === "number" && Number.isFinite(v));
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), n: finite.length };
}

function mostFrequent(values) {
  const counts = new Map();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** A key missing from a run (a group or a script under Lighthouse's threshold) counts as 0 ms there. */
function medianByKey(records) {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
}

function topScripts(runs) {
  const byUrl = new Map();
  runs.forEach((run, i) => {
    for (const s of run.bootup) {
      if (!byUrl.has(s.url)) byUrl.set(s.url, []);
      byUrl.get(s.url)[i] = s;
    }
  });
  const column = (list, key) => runs.map((_, i) => list[i]?.[key] ?? 0);
  return [...byUrl]
    .map(([url, list]) => ({
      url,
      total: median(column(list, "total")),
      scripting: median(column(list, "scripting")),
      parseCompile: median(column(list, "parseCompile")),
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, TOP_SCRIPTS);
}

/** Work before the LCP (lighthouse.mjs): its total, its kinds and its scripts, each a median over the runs. */
function beforeLcp(runs) {
  const measured = runs.map((r) => r.beforeLcp).filter(Boolean);
  const scripts = Object.entries(medianByKey(measured.map((m) => m.scripts)))
    .map(([url, ms]) => ({ url, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP_SCRIPTS);
  return { total: median(measured.map((m) => m.total)), groups: medianByKey(measured.map((m) => m.groups)), scripts };
}

export function summarize(runs) {
  const ok = runs.filter(Boolean);
  return {
    runs: ok.length,
    failed: runs.length - ok.length,
    ...Object.fromEntries(METRICS.map((key) => [key, spread(ok.map((r) => r[key]))])),
    lcpElement: mostFrequent(ok.map((r) => r.lcpElementLabel ?? r.lcpElement)),
    lcpPhases: Object.fromEntries(LCP_PHASES.map((p) => [p, median(ok.map((r) => r.phases?.[p]))])),
    lcpGraphScripts: median(ok.map((r) => r.lcpGraphScripts?.count)),
    lcpGraphScriptBytes: median(ok.map((r) => r.lcpGraphScripts?.transferBytes)),
    mainThreadGroups: medianByKey(ok.map((r) => r.mainThreadGroups)),
    beforeLcp: beforeLcp(ok),
    topScripts: topScripts(ok),
  };
}

/** The targets are written against these: LCP ×, TBT +ms, main-thread ×, JS +KB (decoded). */
export function versusFloor(page, floor) {
  return {
    lcpTimes: page.lcp.median / floor.lcp.median,
    tbtPlusMs: page.tbt.median - floor.tbt.median,
    mainThreadTimes: page.mainThread.median / floor.mainThread.median,
    jsPlusKB: (page.jsBytes.median - floor.jsBytes.median) / 1024,
  };
}

/** The medians the guard compares (guard.ts). */
export function medians(summary) {
  return {
    lcp: summary.lcp.median,
    mainThread: summary.mainThread.median,
    tbt: summary.tbt.median,
    performance: summary.performance.median,
    jsBytes: summary.jsBytes.median,
  };
}
