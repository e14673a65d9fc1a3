// One Chromium for the whole bench, and one Lighthouse run (mobile, default simulated throttling) reduced
// to the figures bench-pages compares: scores, metrics, decoded JS bytes, LCP phases and the scripts the
// simulation counts in LCP, main-thread groups and the scripts that cost the most to boot.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LoadSimulator } from "lighthouse/core/computed/load-simulator.js";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";
import { SMOKE } from "../bench-smoke.mjs";

/**
 * How Lighthouse throttles: `simulate` (its default, and the measure) loads the page unthrottled and
 * estimates a slow phone from the trace; `devtools` (BENCH_THROTTLING=devtools) really slows the network and
 * CPU while the page loads. On 127.0.0.1 the simulation counts every script that finished downloading before
 * the observed first paint, which a page with any stylesheet or content reaches after its scripts; `devtools`
 * shows what a visitor on that connection waits for, and is what `--check` measures (the guard's bounds were set
 * under it). A smoke run (`provided`) throttles nothing: it only checks that Lighthouse runs.
 */
const APPLIED =
  process.env.BENCH_THROTTLING === "devtools" || (!process.env.BENCH_THROTTLING && process.argv.includes("--check"));
export const THROTTLING = SMOKE ? "provided" : APPLIED ? "devtools" : "simulate";

/** @type {import("lighthouse").Flags} */
const LIGHTHOUSE_SETTINGS = {
  output: "json",
  logLevel: "error",
  formFactor: "mobile",
  throttlingMethod: THROTTLING,
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
};

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * The parts of Lighthouse's JSON report read here (its own types mark nearly everything optional; the
 * audits named below are in every performance run, and a failed run reports runtimeError first).
 * @typedef {object} ReportItem
 * @property {string} url
 * @property {string} [resourceType]
 * @property {number} [resourceSize]
 * @property {number} [transferSize]
 * @property {string} [group]
 * @property {number} [duration]
 * @property {number} [total]
 * @property {number} [scripting]
 * @property {number} [scriptParseCompile]
 * @property {number} [timing]
 * @property {{ selector?: string, nodeLabel?: string }} [node]
 * @property {ReportItem[]} [items]
 * @typedef {{ numericValue: number, details?: { items?: ReportItem[] } }} Audit
 * @typedef {Record<"first-contentful-paint" | "largest-contentful-paint" | "total-blocking-time", Audit> & Partial<Record<string, Audit>>} Audits
 * @typedef {Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>} Categories
 */

/** The four LCP phases, in Lighthouse's order (the simulated ones, which add up to the reported LCP). */
export const LCP_PHASES = ["ttfb", "loadDelay", "loadTime", "renderDelay"];

/** @param {Audits} audits */
function lcpPhases(audits) {
  const tables = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  const phaseRows = tables[1]?.items;
  const phases =
    phaseRows?.length === LCP_PHASES.length
      ? Object.fromEntries(LCP_PHASES.map((key, i) => [key, /** @type {ReportItem} */ (phaseRows[i]).timing]))
      : null;
  return {
    lcpElement: element ? (element.selector ?? element.nodeLabel) : null,
    lcpElementLabel: element?.nodeLabel ?? null,
    phases,
  };
}

/** Script evaluation, style & layout, paint, HTML parsing, parse & compile, GC, other: ms each. */
/** @param {Audits} audits */
function mainThreadGroups(audits) {
  const items = audits["mainthread-work-breakdown"]?.details?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.group, item.duration]));
}

/**
 * @param {Audits} audits
 * @param {string} origin
 */
function bootup(audits, origin) {
  const items = audits["bootup-time"]?.details?.items ?? [];
  return items.map((item) => ({
    url: item.url.startsWith(origin) ? item.url.slice(origin.length) || "/" : item.url,
    total: item.total,
    scripting: item.scripting,
    parseCompile: item.scriptParseCompile,
  }));
}

/**
 * The scripts the simulation adds to LCP, from the run's own trace: Lantern keeps in the LCP graph every request
 * that finished before the observed LCP, except a script whose evaluation it finds starting after that paint. It
 * drops tasks under 10 ms from the graph first, so a chunk that only registers its modules counts whenever it
 * arrived before the paint, however late it ran. Null under devtools throttling, which simulates nothing.
 * @param {import("lighthouse").Artifacts} artifacts
 * @returns {Promise<{ count: number, transferBytes: number } | null>}
 */
async function lcpGraphScripts(artifacts) {
  if (THROTTLING !== "simulate") return null;
  const { settings, DevtoolsLog: devtoolsLog } = artifacts;
  const context = { computedCache: new Map(), settings };
  const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
  const data = {
    trace: artifacts.Trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const { optimisticGraph } = await LanternLargestContentfulPaint.request(data, context);
  let count = 0;
  let transferBytes = 0;
  optimisticGraph.traverse((node) => {
    if (node.type !== "network" || node.request.resourceType !== "Script") return;
    count += 1;
    transferBytes += node.request.transferSize;
  });
  return { count, transferBytes };
}

/**
 * The main thread's work before the observed LCP, from the run's own trace: each task's self time (the part of
 * it before the paint), by kind, and script work by the script it is attributed to (an inline script counts as
 * the page's own URL). Under applied throttling this is what the paint waited behind, and a page against its
 * twin shows which scripts ran before the paint. Under simulation the trace is unthrottled and the figures small.
 * @param {import("lighthouse").Artifacts} artifacts
 * @param {string} origin
 */
async function workBeforeLcp(artifacts, origin) {
  const context = { computedCache: new Map(), settings: artifacts.settings };
  const navigation = await ProcessedNavigation.request(artifacts.Trace, context);
  const lcp = navigation.timings.largestContentfulPaint;
  if (lcp === undefined) return null;
  const tasks = await MainThreadTasks.request(artifacts.Trace, context);
  /** @type {Record<string, number>} */
  const groups = {};
  /** @type {Record<string, number>} */
  const scripts = {};
  let total = 0;
  for (const task of tasks) {
    if (task.startTime >= lcp) continue;
    // A task that spans the paint counts in the share of its self time before it.
    const share = task.endTime <= lcp ? 1 : (lcp - task.startTime) / Math.max(task.duration, Number.EPSILON);
    const ms = task.selfTime * share;
    total += ms;
    groups[task.group.id] = (groups[task.group.id] ?? 0) + ms;
    if (task.group.id !== "scriptEvaluation" && task.group.id !== "scriptParseCompile") continue;
    const url = task.attributableURLs.at(-1) ?? "(unattributed)";
    const key = url.startsWith(origin) ? url.slice(origin.length) || "/" : url;
    scripts[key] = (scripts[key] ?? 0) + ms;
  }
  return { total, groups, scripts };
}

/** Runs Lighthouse on one URL; null (with the reason logged) when the run produced no usable report. */
export async function lighthouseRun(url, chromePort, log = console.error) {
  let lhr;
  let artifacts;
  try {
    // No result (undefined) throws here too and is logged below like any failed run.
    ({ lhr, artifacts } = /** @type {import("lighthouse").RunnerResult} */ (
      await lighthouse(url, { port: chromePort, ...LIGHTHOUSE_SETTINGS })
    ));
  } catch (error) {
    log(`  lighthouse failed on ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  if (lhr.runtimeError) {
    log(`  lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return null;
  }
  const { audits, categories } = /** @type {{ audits: Audits, categories: Categories }} */ (
    /** @type {unknown} */ (lhr)
  );
  const scripts = audits["network-requests"]?.details?.items?.filter((r) => r.resourceType === "Script") ?? [];
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    // The host's CPU as Lighthouse rates it (docs/throttling.md in Lighthouse: a high-end desktop 1,500–2,000): a
    // fixed CPU slowdown on a slower host emulates a slower phone, so the report prints it beside the figures.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories["best-practices"].score * 100,
    seo: categories.seo.score * 100,
    fcp: audits["first-contentful-paint"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    mainThread: audits["mainthread-work-breakdown"]?.numericValue,
    // Decoded (uncompressed) bytes, so a gzip server and a brotli server compare fairly.
    jsBytes: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    domElements: audits["dom-size"]?.numericValue,
    ...lcpPhases(audits),
    lcpGraphScripts: await lcpGraphScripts(artifacts).catch((error) => {
      log(`  lantern's LCP graph on ${url}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }),
    mainThreadGroups: mainThreadGroups(audits),
    beforeLcp: await workBeforeLcp(artifacts, new URL(url).origin).catch((error) => {
      log(`  main-thread work before the LCP on ${url}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }),
    bootup: bootup(audits, new URL(url).origin),
  };
}
