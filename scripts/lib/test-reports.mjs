// Where the test stages leave their machine-readable reports, and the server suites' one format for theirs:
// scripts/run-tests.mjs reads them to sum the run's `N passed, N failed`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file the whole run's stage table and final line are written to (.ci/run prints it last on failure). */
export const SUMMARY_FILE = "summary.txt";

/** TEST_REPORT_DIR when the runner sets it, else .tmp/reports under `root`. */
export const reportsDir = (root) => process.env.TEST_REPORT_DIR ?? path.join(root, ".tmp", "reports");

/**
 * A server suite's result (tests/server/*.mjs): printed as `[suite] N passed, N failed` and written as JSON
 * beside the other runners' reports when the runner asked for reports.
 */
export function writeSuiteReport(suite, { passed, failed }) {
  console.log(`[${suite}] ${passed} passed, ${failed} failed`);
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify({ suite, passed, failed }));
}

/** A server suite's counts as it wrote them; throws when it wrote none (it died before its end). */
export function suiteReport(dir, suite) {
  const { passed, failed } = JSON.parse(readFileSync(path.join(dir, `${suite}.json`), "utf8"));
  if (!Number.isInteger(passed) || !Number.isInteger(failed)) throw new Error(`${suite}: a malformed report`);
  return { passed, failed };
}
