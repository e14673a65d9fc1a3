/**
 * The relevance benchmark: a labelled set of queries (tests/fixtures/lookups/relevance.json) run through the
 * lookup endpoints exactly as a request is (query schema, then search), scored by whether the expected
 * answer comes first (top-1) or among the first three (top-3), and every answer list checked for the same
 * place (or make, or model) twice. `npm run bench:relevance` prints it; a unit test fails below RELEVANCE_TARGETS.
 * Not used by the site itself.
 */
import type { z } from "zod";
import { LOOKUP_ENDPOINTS, type LookupEndpoint } from "./answer";
import { fold } from "./fold";

export const RELEVANCE_TARGETS = { top1: 0.97, top3: 0.995 } as const;

type Expected = Record<string, string | number>;
/** [input, expected] or [all query parameters, expected]. */
type FixtureCase = [string | Record<string, string>, Expected];
export type RelevanceFixture = {
  groups: Array<{ name: string; endpoint: LookupEndpoint; params?: Record<string, string>; cases: FixtureCase[] }>;
};

type Miss = {
  group: string;
  endpoint: LookupEndpoint;
  query: Record<string, string>;
  expected: Expected;
  rank: number | null;
  got: string[];
};
type EndpointScore = { cases: number; top1: number; top3: number };
export type RelevanceReport = {
  endpoints: Partial<Record<LookupEndpoint, EndpointScore>>;
  total: EndpointScore;
  misses: Miss[];
  duplicates: Array<{ endpoint: LookupEndpoint; query: Record<string, string>; repeated: string }>;
};

type Item = Record<string, unknown>;

function matches(item: Item, expected: Expected): boolean {
  return Object.entries(expected).every(([key, value]) => item[key] === value);
}

/** What makes two answers the same thing to a visitor: the same town in the same region and country (and postal code), make or model. */
function identity(item: Item): string {
  if (typeof item.model === "string") return `model|${item.model}`;
  if (typeof item.make === "string") return `make|${item.make}`;
  const text = (key: string) => (typeof item[key] === "string" ? (item[key] as string) : "");
  return ["place", fold(text("City")), text("StateId") || text("StateName"), text("CountryID"), text("Zip")].join("|");
}

function shown(item: Item): string {
  if (typeof item.Label === "string") return item.Label;
  return typeof item.model === "string" ? item.model : String(item.make ?? JSON.stringify(item));
}

function ratio(hits: number, cases: number): number {
  return cases === 0 ? 1 : hits / cases;
}

export function evaluateRelevance(fixture: RelevanceFixture): RelevanceReport {
  const counts = new Map<LookupEndpoint, { cases: number; top1: number; top3: number }>();
  const misses: Miss[] = [];
  const duplicates: RelevanceReport["duplicates"] = [];
  for (const group of fixture.groups) {
    const { schema, search } = LOOKUP_ENDPOINTS[group.endpoint] as {
      schema: z.ZodType<unknown, Record<string, string>>;
      search: (q: unknown) => unknown[];
    };
    const count = counts.get(group.endpoint) ?? { cases: 0, top1: 0, top3: 0 };
    counts.set(group.endpoint, count);
    for (const [query, expected] of group.cases) {
      const params = { ...group.params, ...(typeof query === "string" ? { input: query } : query) };
      const items = search(schema.parse(params)) as Item[];
      const rank = items.findIndex((item) => matches(item, expected));
      count.cases++;
      if (rank === 0) count.top1++;
      if (rank >= 0 && rank < 3) count.top3++;
      if (rank !== 0)
        misses.push({
          group: group.name,
          endpoint: group.endpoint,
          query: params,
          expected,
          rank: rank < 0 ? null : rank + 1,
          got: items.slice(0, 3).map(shown),
        });
      const seen = new Set<string>();
      for (const item of items) {
        const key = identity(item);
        if (seen.has(key)) duplicates.push({ endpoint: group.endpoint, query: params, repeated: shown(item) });
        seen.add(key);
      }
    }
  }
  const endpoints: RelevanceReport["endpoints"] = {};
  const total = { cases: 0, top1: 0, top3: 0 };
  for (const [endpoint, c] of counts) {
    endpoints[endpoint] = { cases: c.cases, top1: ratio(c.top1, c.cases), top3: ratio(c.top3, c.cases) };
    total.cases += c.cases;
    total.top1 += c.top1;
    total.top3 += c.top3;
  }
  return {
    endpoints,
    total: { cases: total.cases, top1: ratio(total.top1, total.cases), top3: ratio(total.top3, total.cases) },
    misses,
    duplicates,
  };
}

/** The report as the bench prints it. */
export function formatRelevance(report: RelevanceReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const line = (name: string, s: EndpointScore) =>
    `  ${name.padEnd(28)} ${String(s.cases).padStart(4)} queries   top-1 ${pct(s.top1).padStart(7)}   top-3 ${pct(s.top3).padStart(7)}`;
  const out = [
    `Relevance (targets: top-1 >= ${pct(RELEVANCE_TARGETS.top1)}, top-3 >= ${pct(RELEVANCE_TARGETS.top3)}, no list with the same entry twice)`,
  ];
  for (const [endpoint, score] of Object.entries(report.endpoints)) out.push(line(endpoint, score));
  out.push(line("all", report.total));
  out.push(
    `\nMisses (${report.misses.length}; rank of the expected answer, - when absent, and the first three answers):`,
  );
  for (const m of report.misses)
    out.push(
      `  [${m.group}] ${JSON.stringify(m.query)} wants ${JSON.stringify(m.expected)}: rank ${m.rank ?? "-"}; got ${m.got.map((g) => JSON.stringify(g)).join(", ") || "nothing"}`,
    );
  out.push(`\nLists with the same entry twice: ${report.duplicates.length}`);
  for (const d of report.duplicates) out.push(`  ${d.endpoint} ${JSON.stringify(d.query)}: ${d.repeated}`);
  return out.join("\n");
}

/** True when every endpoint meets the targets and no list repeats an entry. */
export function meetsTargets(report: RelevanceReport): boolean {
  return (
    report.duplicates.length === 0 &&
    Object.values(report.endpoints).every((s) => s.top1 >= RELEVANCE_TARGETS.top1 && s.top3 >= RELEVANCE_TARGETS.top3)
  );
}
