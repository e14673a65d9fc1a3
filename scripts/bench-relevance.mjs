/**
 * npm run bench:relevance — the labelled queries in tests/fixtures/lookups/relevance.json through every lookup
 * endpoint, in this process (no server, no build): top-1 and top-3 accuracy per endpoint, every miss, and
 * every answer list that names the same place twice. Exits 1 below the targets in lib/lookups/relevance.ts;
 * tests/unit/lookups/relevance.test.ts runs the same evaluation inside `npm test`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Run with `node --import tsx` (npm run bench:relevance): the lookups are TypeScript with "@/" imports.
const root = fileURLToPath(new URL("..", import.meta.url));
const { evaluateRelevance, formatRelevance, meetsTargets } = await import(join(root, "lib", "lookups", "relevance.ts"));

const fixture = JSON.parse(readFileSync(join(root, "tests", "fixtures", "lookups", "relevance.json"), "utf8"));
const started = performance.now();
const report = evaluateRelevance(fixture);
console.log(formatRelevance(report));
console.log(
  `\n${report.total.cases} queries in ${((performance.now() - started) / 1000).toFixed(1)} s (index builds included)`,
);
if (!meetsTargets(report)) {
  console.error("Below target.");
  process.exit(1);
}
