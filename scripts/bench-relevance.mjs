/**
 * npm run bench:relevance — the labelled queries in tests/fixtures/lookups/relevance.json through every lookup
 * endpoint, in this process (no server, no build): top-1 and top-3 accuracy per endpoint, every miss, and
 * every answer list that names the same place twice. Exits 1 below the targets in lib/lookups/relevance.ts;
 * tests/unit/lib/lookups/relevance.test.ts runs the same evaluation inside `npm test`. `--smoke`
 * (scripts/lib/bench-smoke.mjs): the first 2 queries of each group, printed, no targets.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SMOKE } from "./lib/bench-smoke.mjs";

// Run with `node --import tsx` (npm run bench:relevance): the lookups are TypeScript with "@/" imports.
const root = fileURLToPath(new URL("..", import.meta.url));
const { evaluateRelevance, formatRelevance, meetsTargets } = await import(join(root, "lib", "lookups", "relevance.ts"));

const SMOKE_CASES_PER_GROUP = 2;

const full = JSON.parse(readFileSync(join(root, "tests", "fixtures", "lookups", "relevance.json"), "utf8"));
const fixture = SMOKE
  ? { ...full, groups: full.groups.map((group) => ({ ...group, cases: group.cases.slice(0, SMOKE_CASES_PER_GROUP) })) }
  : full;
const started = performance.now();
const report = evaluateRelevance(fixture);
console.log(formatRelevance(report));
console.log(
  `\n${report.total.cases} queries in ${((performance.now() - started) / 1000).toFixed(1)} s (index builds included)`,
);
if (SMOKE) console.log(`Smoke: ${SMOKE_CASES_PER_GROUP} queries per group, targets not checked.`);
else if (!meetsTargets(report)) {
  console.error("Below target.");
  process.exit(1);
}
