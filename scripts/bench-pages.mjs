// npm run bench:pages [-- --url http://… | path …]: Lighthouse (mobile) on each page, 3 runs, median.
// Prints the four category scores, LCP, TBT, CLS and the JavaScript transferred per URL. Not a test.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./lib/serve.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const args = process.argv.slice(2).filter((a) => a !== "--");
const external = args.find((a) => /^https?:\/\//.test(a));
const paths = args.filter((a) => a.startsWith("/"));
if (paths.length === 0) paths.push("/");

/** Median of the runs that produced the figure (a run can miss an audit, e.g. no CLS when nothing shifted). */
const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

const server = external ? null : await startProductionServer({ env: { RATE_LIMIT_LOOKUPS: "100000" } });
const base = external ? new URL(external).origin : server.baseUrl;
if (external && paths.length === 1 && paths[0] === "/") paths[0] = new URL(external).pathname;

const chrome = await chromeLauncher.launch({
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

const rows = [];
try {
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { lhr } = result;
      const scripts = lhr.audits["network-requests"]?.details?.items?.filter((r) => r.resourceType === "Script") ?? [];
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      url: path,
      perf: Math.round(pick("performance")),
      a11y: Math.round(pick("accessibility")),
      bp: Math.round(pick("bestPractices")),
      seo: Math.round(pick("seo")),
      "LCP ms": Math.round(pick("lcp")),
      "TBT ms": Math.round(pick("tbt")),
      CLS: Number(pick("cls").toFixed(3)),
      "JS KB": Number((pick("jsBytes") / 1024).toFixed(1)),
    });
  }
} finally {
  await chrome.kill();
  server?.stop();
}
console.log(`Lighthouse ${RUNS} runs per URL, mobile, median:`);
console.table(rows);
