import { readFileSync } from "node:fs";
import path from "node:path";
import {
  evaluateRelevance,
  formatRelevance,
  meetsTargets,
  RELEVANCE_TARGETS,
  type RelevanceFixture,
} from "@/lib/lookups/relevance";

const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/lookups/relevance.json"), "utf8"),
) as RelevanceFixture;

describe("relevance benchmark (the same evaluation as npm run bench:relevance)", () => {
  it("labels at least 400 queries", () => {
    expect(fixture.groups.reduce((n, g) => n + g.cases.length, 0)).toBeGreaterThanOrEqual(400);
  });

  it(`puts the meant answer first in ${RELEVANCE_TARGETS.top1 * 100} % and among three in ${RELEVANCE_TARGETS.top3 * 100} % of queries per endpoint, never listing one place twice`, () => {
    const report = evaluateRelevance(fixture);
    // The whole report (scores, misses, repeated entries) is the failure message.
    expect(meetsTargets(report), formatRelevance(report)).toBe(true);
  });
});
