/**
 * Words that narrow a place query: US state and Canadian province ids and names, country codes and names
 * (English, from Intl.DisplayNames at build time), and the few short forms people type.
 */
import { fold } from "./fold";

/** A region is "<country>|<id>", e.g. "US|FL", "CA|ON". */
export type Qualifier = { countries: ReadonlySet<string>; regions: ReadonlySet<string> };

const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  "u s a": "US",
  america: "US",
  "united states of america": "US",
  uk: "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  uae: "AE",
  emirates: "AE",
  holland: "NL",
  "south korea": "KR",
  korea: "KR",
  russia: "RU",
};

export class QualifierTable {
  private readonly table = new Map<string, { countries: Set<string>; regions: Set<string> }>();
  private readonly sortedKeys: string[];

  constructor(
    countries: ReadonlyArray<readonly [string, string]>,
    regions: ReadonlyArray<{ country: string; id: string; name: string }>,
  ) {
    for (const [code, name] of countries) {
      this.add(code, { country: code });
      this.add(name, { country: code });
    }
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) this.add(alias, { country: code });
    for (const r of regions) {
      this.add(r.id, { region: `${r.country}|${r.id}` });
      this.add(r.name, { region: `${r.country}|${r.id}` });
    }
    this.sortedKeys = [...this.table.keys()].sort();
  }

  /** The exact words, e.g. "fl", "florida", "ca" (California and Canada). */
  exact(words: string): Qualifier | undefined {
    return this.table.get(words);
  }

  /** Every qualifier that starts with the words typed so far. */
  startingWith(words: string): Qualifier | undefined {
    const countries = new Set<string>();
    const regions = new Set<string>();
    for (const key of this.sortedKeys) {
      if (!key.startsWith(words)) continue;
      const q = this.table.get(key);
      q?.countries.forEach((c) => countries.add(c));
      q?.regions.forEach((r) => regions.add(r));
    }
    return countries.size || regions.size ? { countries, regions } : undefined;
  }

  private add(text: string, what: { country?: string; region?: string }): void {
    const key = fold(text);
    if (!key) return;
    const entry = this.table.get(key) ?? { countries: new Set<string>(), regions: new Set<string>() };
    if (what.country) entry.countries.add(what.country);
    if (what.region) entry.regions.add(what.region);
    this.table.set(key, entry);
  }
}

export function qualifies(q: Qualifier, country: string, region: string | undefined): boolean {
  return q.countries.has(country) || (region !== undefined && q.regions.has(`${country}|${region}`));
}
