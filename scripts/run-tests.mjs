// npm test: every stage of the suite in order, each timed, ending with a stage table and one line alone,
// `N passed, N failed`, summed from the runners' own machine-readable reports (vitest JSON, Playwright JSON,
// and the server suites' tests/server/lib/suite-report.mjs). A stage that is not a test runner (lint, build,
// budgets…) counts as one check. A runner that exits non-zero while its report shows no failure counts one
// more failure, so nothing fails silently. A stage whose prerequisite failed is skipped and said so.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SUMMARY_FILE, reportsDir, suiteReport } from "./lib/test-reports.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORTS = reportsDir(ROOT);
const vitestJson = path.join(REPORTS, "vitest.json");
const playwrightJson = path.join(REPORTS, "playwright.json");

/** vitest's JSON report: its own test counts, and the failed tests (a file that could not run names itself). */
const fromVitest = () => {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const tests = file.assertionResults.filter((t) => t.status === "failed").map((t) => `${where} › ${t.fullName}`);
    return tests.length === 0 && file.status === "failed" ? [`${where} (${file.message.split("\n")[0]})`] : tests;
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
};
/** Playwright's JSON report: expected and flaky results pass, unexpected ones fail and are named. */
const fromPlaywright = () => {
  const { stats, suites } = JSON.parse(readFileSync(playwrightJson, "utf8"));
  /** @type {(suite: any, titles: string[]) => string[]} */
  const unexpected = (suite, titles) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === "unexpected"))
      .map((spec) => [...titles, suite.title, spec.title].filter(Boolean).join(" › ")),
    ...(suite.suites ?? []).flatMap((child) => unexpected(child, [...titles, suite.title])),
  ];
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: suites.flatMap((s) => unexpected(s, [])),
  };
};

/**
 * @typedef {{ passed: number, failed: number, failures?: string[] }} Counts
 * @typedef {{ name: string, command: string[], env?: Record<string, string>, counts?: () => Counts, needs?: string[] }} Stage
 * @typedef {Counts & { code?: number, seconds?: number, skipped?: boolean, note?: string }} Result
 */

/** A suite of tests/server/ against the production build, counted from its own report. @returns {Stage} */
const serverSuite = (suite) => ({
  name: suite,
  command: ["npm", "run", `test:${suite}`],
  counts: () => suiteReport(REPORTS, suite),
  needs: ["build"],
});

/**
 * The steps, in order. A step's lanes run side by side; a lane is one stage, or stages run one after another.
 * `counts` reads a runner's report; `needs` names the stages whose failure makes this one pointless.
 * @type {(Stage | Stage[])[][]}
 */
const STEPS = [
  [
    { name: "lint", command: ["npm", "run", "lint"] },
    { name: "typecheck", command: ["npm", "run", "typecheck"] },
  ],
  // vitest beside the build: the unit files fill both cores for about a minute, then the integration files
  // mostly wait on sockets and databases, which leaves the build, budgets and bench smoke room.
  [
    {
      name: "unit + integration",
      command: [
        "npm",
        "run",
        "test:unit",
        "--",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${vitestJson}`,
      ],
      counts: fromVitest,
    },
    [
      { name: "build", command: ["npm", "run", "build"] },
      { name: "budgets", command: ["npm", "run", "check:budgets"], needs: ["build"] },
      { name: "bench smoke", command: ["npm", "run", "test:bench-smoke"], needs: ["build"] },
    ],
  ],
  // Two lanes of server suites, each suite's servers its own, balanced by their times here (crash 71 s and
  // instances 57 s; fuzz 27 s and hardening 113 s). The crash and fuzz suites keep about one core busy; the
  // instances and hardening suites mostly wait (on bursts' answers, slow readers, time limits), under a tenth of
  // the machine. Never beside a browser or the bench smoke: the crash suite beside the bench smoke's Lighthouse
  // lost its 50 senders' connections ("fetch failed"), and hardening's slow-body flood beside the end-to-end
  // browsers held 1,576 connections while another address waited 5.2 s.
  [["crash", "instances"].map(serverSuite), ["fuzz", "hardening"].map(serverSuite)],
  [
    {
      name: "end-to-end",
      command: ["npm", "run", "test:e2e", "--", "--reporter=list,json"],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
      counts: fromPlaywright,
      needs: ["build"],
    },
  ],
];

/**
 * Runs one command, with the terminal or into `output`; resolves to its exit code.
 * @param {string[]} argv @param {Record<string, string> | undefined} env @param {Buffer[] | undefined} output
 * @returns {Promise<number>}
 */
function runCommand([command = "true", ...args], env, output) {
  return new Promise((resolve) => {
    /** @type {import("node:child_process").StdioOptions} */
    const stdio = output ? ["ignore", "pipe", "pipe"] : "inherit";
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, TEST_REPORT_DIR: REPORTS, ...env }, stdio });
    child.stdout?.on("data", (c) => output?.push(c));
    child.stderr?.on("data", (c) => output?.push(c));
    child.on("error", () => resolve(127));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs one stage; alone it has the terminal, beside another its output is printed whole when it ends.
 * @param {Stage} stage @param {boolean} alone @returns {Promise<Result>}
 */
async function runStage(stage, alone) {
  const output = alone ? undefined : [];
  const started = performance.now();
  const code = await runCommand(stage.command, stage.env, output);
  if (output) process.stdout.write(`\n── ${stage.name} (exit ${code})\n${Buffer.concat(output).toString()}`);
  return { code, seconds: (performance.now() - started) / 1000, ...countsOf(stage, code) };
}

/** @param {Stage} stage @param {number} code @returns {Counts & { note?: string }} */
function countsOf(stage, code) {
  if (!stage.counts) return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  let counts;
  try {
    counts = stage.counts();
  } catch {
    return { passed: 0, failed: 1, note: "no report" };
  }
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit ${code}, no failed test` };
  return counts;
}

/** @param {{ name: string, result: Result }[]} results @param {number} wallSeconds */
function table(results, wallSeconds) {
  const rows = results.map(({ name, result }) => {
    const status = result.skipped ? "skipped" : result.failed ? "FAIL" : "ok";
    const figures = result.skipped ? "" : `${result.passed} passed, ${result.failed} failed`;
    const time = result.skipped ? "" : `${(result.seconds ?? 0).toFixed(0)} s`;
    return `  ${name.padEnd(20)} ${time.padStart(7)}  ${status.padEnd(7)} ${figures}${result.note ? ` (${result.note})` : ""}`;
  });
  // Lanes overlap, so the stages' times add up to more than the wall time.
  return ["Stages:", ...rows, `  ${"wall".padEnd(20)} ${`${wallSeconds.toFixed(0)} s`.padStart(7)}`].join("\n");
}

async function main() {
  const started = performance.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  /** @type {{ name: string, result: Result }[]} */
  const results = [];
  /** @type {Set<string>} */
  const failedStages = new Set();
  if (process.env.CI_INSTALL_SECONDS)
    results.push({
      name: "install",
      result: { seconds: Number(process.env.CI_INSTALL_SECONDS), passed: 1, failed: 0 },
    });
  /** @param {string} name @param {Result} result */
  const record = (name, result) => {
    results.push({ name, result });
    if (result.failed || result.code) failedStages.add(name);
  };
  /** @param {Stage[]} lane @param {boolean} alone */
  const runLane = async (lane, alone) => {
    for (const stage of lane) {
      const blocked = (stage.needs ?? []).filter((name) => failedStages.has(name));
      if (blocked.length) {
        console.log(`\n▶ ${stage.name}: skipped, because ${blocked.join(", ")} failed`);
        record(stage.name, { skipped: true, passed: 0, failed: 0 });
      } else {
        if (alone) console.log(`\n▶ ${stage.name}`);
        record(stage.name, await runStage(stage, alone));
      }
    }
  };
  for (const step of STEPS) {
    const lanes = step.map((lane) => (Array.isArray(lane) ? lane : [lane]));
    if (lanes.length > 1)
      console.log(`\n▶ ${lanes.map((lane) => lane.map((stage) => stage.name).join(" then ")).join(" beside ")}`);
    await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  }
  const ran = results.map((r) => r.result).filter((r) => !r.skipped);
  const passed = ran.reduce((sum, r) => sum + r.passed, 0);
  // A stage skipped for a failed prerequisite counts one failure: tests that should have run did not.
  const failed = ran.reduce((sum, r) => sum + r.failed, 0) + results.filter((r) => r.result.skipped).length;
  // Lanes end in any order: the table keeps the order of STEPS (the install, timed by .ci/run, first).
  const order = STEPS.flat(2).map((stage) => stage.name);
  results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const wall = (performance.now() - started) / 1000 + Number(process.env.CI_INSTALL_SECONDS ?? 0);
  // The failed tests by name, so the end of a log says what to look at.
  const failures = results.flatMap(({ name, result }) => (result.failures ?? []).map((f) => `  ${name}: ${f}`));
  const named = failures.length ? `\nFailed:\n${failures.join("\n")}` : "";
  const summary = `${table(results, wall)}${named}\n${passed} passed, ${failed} failed`;
  writeFileSync(path.join(REPORTS, SUMMARY_FILE), `${summary}\n`);
  console.log(`\n${summary}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
