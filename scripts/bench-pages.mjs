/**
 * npm run bench:pages [-- [/path …] [--url http://…] [--baseline http://…] [--json file] [--check]] (after npm run build)
 * Lighthouse (mobile, simulated throttling) on the site's pages, measured against the framework's floor: an
 * empty Next.js App Router page built from the project's own node_modules (cached in os.tmpdir() per next
 * version) and served with `next start`, and against each page's no-JavaScript twin: the same HTML with its
 * scripts cut, served from the same origin by a proxy in front of the site (lib/bench-pages/twin-proxy.mjs).
 * Runs are interleaved round by round (floor, page 1, its twin, page 2, …) so all see the same machine;
 * BENCH_ROUNDS sets the rounds (default 5). Prints Markdown: medians with min–max, the ratios to the floor, the
 * guard's figures against the twin, LCP phases, main-thread work by kind and the top scripts by bootup time.
 * --check measures under applied throttling and exits 1 when a page breaks a bound of lib/bench-pages/guard.ts.
 * BENCH_THROTTLING=devtools throttles the page as it loads instead of simulating (lib/bench-pages/lighthouse.mjs).
 * The site is the production build (server.ts), from a private copy of .next; --url benches another origin.
 * --baseline adds each page from a second origin (an earlier build, served by hand, e.g. `npm run start` with
 * PORT=… in a checkout of that commit) to the same rounds, just before the site's own run, through a proxy of its
 * own, and prints after ÷ before: a change's effect measured in one run.
 * --smoke (scripts/lib/bench-smoke.mjs): one page (the first named, else the home page) once, unthrottled, no
 * floor, no twin (the page still goes through the proxy); prints its figures in one line and fails only when
 * Lighthouse produced no report or no LCP.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, snapshotBuild, startServer, stopServer } from "./lib/server-command.mjs";
import { NEXT_VERSION, ensureFloorBuild, startFloorServer } from "./lib/bench-pages/floor-app.mjs";
import { GUARD_BOUNDS, describeBound, guardBreaches, guardFigures } from "./lib/bench-pages/guard.ts";
import { THROTTLING, launchChromium, lighthouseRun } from "./lib/bench-pages/lighthouse.mjs";
import { markdownReport } from "./lib/bench-pages/markdown.mjs";
import { DEFAULT_PAGES, resolvePages } from "./lib/bench-pages/pages.mjs";
import { SMOKE } from "./lib/bench-smoke.mjs";
import { medians, spread, summarize, versusFloor } from "./lib/bench-pages/stats.mjs";
import { startTwinProxy, twinUrl } from "./lib/bench-pages/twin-proxy.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const BEFORE = "(before)";
const TWIN = "(twin)";
// BENCH_RUNS is the name this bench used when it ran each page on its own.
const ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_ROUNDS ?? process.env.BENCH_RUNS ?? 5);
const log = (line) => console.error(line);

function parseArgs(argv) {
  const args = argv.filter((a) => a !== "--" && a !== "--smoke");
  /** @type {{ paths: string[], external: string | null | undefined, baseline: string | null | undefined, json: string | null | undefined, check: boolean }} */
  const options = { paths: [], external: null, baseline: null, json: null, check: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === "--json") options.json = args[++i];
    else if (arg === "--check") options.check = true;
    else if (arg === "--url") options.external = args[++i];
    else if (arg === "--baseline") options.baseline = args[++i];
    else if (/^https?:\/\//.test(arg)) options.external = arg;
    else if (arg.startsWith("/")) options.paths.push(arg);
    else
      throw new Error(
        `Unknown argument ${arg}. Usage: bench-pages [/path …] [--url http://…] [--baseline http://…] [--json file] [--check] [--smoke]`,
      );
  }
  if ([options.json, options.external, options.baseline].includes(undefined))
    throw new Error("--json, --url and --baseline each need a value");
  if (options.baseline) options.baseline = new URL(options.baseline).origin;
  // The guard's bounds were set under applied throttling; the simulation counts scripts the paint never waited for.
  if (options.check && !SMOKE && THROTTLING !== "devtools")
    throw new Error("--check measures under applied throttling: unset BENCH_THROTTLING or set it to devtools");
  return options;
}

async function startSite(external) {
  if (external) {
    const url = new URL(external);
    return {
      base: url.origin,
      label: url.origin,
      defaultPaths: url.pathname === "/" ? null : [url.pathname],
      stop: async () => {},
    };
  }
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("No production build: run `npm run build` first.");
  const snapshot = await snapshotBuild();
  try {
    const port = await freePort();
    const child = await startServer(port, { RATE_LIMIT_LOOKUPS: "100000" }, snapshot.dir);
    const buildId = readFileSync(path.join(snapshot.dir, ".next", "BUILD_ID"), "utf8").trim();
    return {
      base: `http://127.0.0.1:${port}`,
      label: `production build ${buildId} (server.ts)`,
      defaultPaths: null,
      stop: async () => {
        await stopServer(child);
        snapshot.cleanup();
      },
    };
  } catch (error) {
    snapshot.cleanup();
    throw error;
  }
}

/** @param {{ label: string, runs: (Awaited<ReturnType<typeof lighthouseRun>>)[] }[]} targets */
function smokeReport(targets) {
  for (const { label, runs } of targets) {
    const run = runs[0];
    if (!run || !Number.isFinite(run.lcp)) throw new Error(`smoke: Lighthouse gave no LCP for ${label}`);
    console.log(
      `smoke: ${label} unthrottled: perf ${Math.round(run.performance)}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, JS ${Math.round(run.jsBytes / 1024)} KB decoded (not a measurement)`,
    );
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
    throw new Error(`BENCH_ROUNDS must be a whole number ≥ 1, not ${ROUNDS}`);
  // The floor is a whole `next build` the first time: a smoke run measures nothing against it.
  const floorDir = SMOKE ? null : await ensureFloorBuild({ log });
  const cleanups = [];
  const cleanup = async () => {
    for (const stop of cleanups.reverse()) await stop().catch((error) => log(`cleanup: ${error.message}`));
    cleanups.length = 0;
  };
  const onSignal = (signal) => cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const site = await startSite(options.external);
    cleanups.push(site.stop);
    const proxy = await startTwinProxy(site.base, await freePort());
    cleanups.push(proxy.stop);
    const baseline = options.baseline ? await startTwinProxy(options.baseline, await freePort()) : null;
    if (baseline) cleanups.push(baseline.stop);
    const floor = floorDir ? await startFloorServer(floorDir) : null;
    if (floor) cleanups.push(floor.stop);
    const named = options.paths.length ? options.paths : (site.defaultPaths ?? DEFAULT_PAGES);
    const paths = await resolvePages(site.base, SMOKE ? named.slice(0, 1) : named);
    if (!SMOKE) await proxy.warm(paths);
    const chrome = await launchChromium();
    cleanups.push(async () => chrome.kill());

    /** @type {(p: string) => { label: string, url: string, runs: Awaited<ReturnType<typeof lighthouseRun>>[] }[]} */
    const targetsFor = (p) => [
      ...(baseline ? [{ label: `${p} ${BEFORE}`, url: `${baseline.base}${p}`, runs: [] }] : []),
      { label: p, url: `${proxy.base}${p}`, runs: [] },
      ...(SMOKE ? [] : [{ label: `${p} ${TWIN}`, url: `${proxy.base}${twinUrl(p)}`, runs: [] }]),
    ];
    /** @type {{ label: string, url: string, runs: Awaited<ReturnType<typeof lighthouseRun>>[] }[]} */
    const targets = [
      ...(floor ? [{ label: "floor", url: `${floor.baseUrl}/`, runs: [] }] : []),
      ...paths.flatMap(targetsFor),
    ];
    log(`${ROUNDS} rounds × ${targets.length} targets (${targets.map((t) => t.label).join(", ")}) on ${site.label}`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        // A run Chrome failed to trace (NO_NAVSTART, now and then on a loaded machine) is retried once.
        const run =
          (await lighthouseRun(target.url, chrome.port, log)) ?? (await lighthouseRun(target.url, chrome.port, log));
        target.runs.push(run);
        if (run)
          log(
            `[round ${round}/${ROUNDS}] ${target.label}: perf ${Math.round(run.performance)}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, main thread ${Math.round(run.mainThread ?? NaN)} ms`,
          );
      }
    }
    await cleanup();
    if (SMOKE) return smokeReport(targets);

    const first = targets.flatMap((t) => t.runs).find(Boolean);
    if (!first) throw new Error("Every Lighthouse run failed");
    const [floorTarget, ...rest] = /** @type {[(typeof targets)[number], ...typeof targets]} */ (targets);
    const floorSummary = summarize(floorTarget.runs);
    const twins = new Map(rest.filter((t) => t.label.endsWith(TWIN)).map((t) => [t.label, summarize(t.runs)]));
    const pageTargets = rest.filter((t) => !t.label.endsWith(TWIN));
    const report = {
      meta: {
        date: new Date().toISOString(),
        rounds: ROUNDS,
        throttling: THROTTLING,
        site: site.label,
        baseline: options.baseline,
        nextVersion: NEXT_VERSION,
        lighthouseVersion: first.lighthouseVersion,
        chromium: first.userAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium",
        benchmarkIndex: spread(targets.flatMap((t) => t.runs.map((r) => r?.benchmarkIndex))),
      },
      floor: floorSummary,
      pages: pageTargets.map((t) => {
        const summary = summarize(t.runs);
        const twin = twins.get(`${t.label} ${TWIN}`) ?? null;
        const guard = twin ? guardFigures(medians(summary), medians(twin), medians(floorSummary)) : null;
        return { path: t.label, summary, versusFloor: versusFloor(summary, floorSummary), twin, guard };
      }),
    };
    console.log(markdownReport(report));
    if (options.check) {
      const broken = report.pages.flatMap((p) =>
        p.guard ? guardBreaches(p.path, p.guard).map((b) => ({ path: p.path, ...b })) : [],
      );
      for (const { path: page, bound, value } of broken)
        log(
          `guard: ${page} breaks ${describeBound(bound)} (${Number.isFinite(value) ? value.toFixed(2) : "not measured"})`,
        );
      log(
        broken.length
          ? `guard: ${new Set(broken.map((b) => b.path)).size} of ${report.pages.filter((p) => p.guard).length} pages over a bound`
          : `guard: every page within ${GUARD_BOUNDS.map(describeBound).join("; ")}`,
      );
      if (broken.length) process.exitCode = 1;
    }
    if (options.json) {
      const runs = Object.fromEntries(targets.map((t) => [t.label, t.runs]));
      writeFileSync(options.json, `${JSON.stringify({ ...report, runs }, null, 2)}\n`);
      log(`JSON written to ${options.json}`);
    }
  } finally {
    await cleanup();
  }
}

await main();
