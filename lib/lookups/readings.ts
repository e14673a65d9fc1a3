/**
 * Runs each reading of a name query against an index and merges the answers. A qualified reading goes
 * first when its name is a whole place name ("miami fl": Miami in Florida), otherwise the plain prefix
 * does ("new ca": New Castle, New Canaan... before places in California). When the prefixes leave room,
 * large places one typo away follow ("pheonix": Phoenix). `keep`, when given, is a filter every answer passes
 * (a country), applied inside the index searches so that the limit is filled with kept places.
 */
import type { PrefixIndex } from "./prefix-index";
import type { NameReading } from "./query";
import type { Qualifier, QualifierTable } from "./qualifiers";
import type { TypoIndex } from "./typo-index";

export function searchReadings(
  readings: NameReading[],
  index: PrefixIndex,
  table: QualifierTable,
  accepts: (id: number, q: Qualifier) => boolean,
  limit: number,
  typos?: TypoIndex,
  keep?: (id: number) => boolean,
): number[] {
  const strong: number[][] = [];
  const plain: number[][] = [];
  const weak: number[][] = [];
  const typo: Array<() => number[]> = [];
  for (const reading of readings) {
    if (!reading.qualifier) {
      plain.push(index.search(reading.name, limit, keep));
      if (typos) typo.push(() => typos.search(reading.name, limit, keep));
      continue;
    }
    const q = reading.partialQualifier ? table.startingWith(reading.qualifier) : table.exact(reading.qualifier);
    if (!q || !reading.name) continue;
    const accept = (id: number) => (keep?.(id) ?? true) && accepts(id, q);
    const ids = index.search(reading.name, limit, accept);
    (index.has(reading.name) ? strong : weak).push(ids);
    if (typos) typo.push(() => typos.search(reading.name, limit, accept));
  }
  const merged: number[] = [];
  const seen = new Set<number>();
  const add = (ids: number[]) => {
    for (const id of ids) {
      if (merged.length >= limit) return;
      if (!seen.has(id)) {
        seen.add(id);
        merged.push(id);
      }
    }
  };
  for (const ids of [...strong, ...plain, ...weak]) add(ids);
  // Typos are looked up only when the prefixes left room: most queries never pay for them.
  for (const search of typo) if (merged.length < limit) add(search());
  return merged;
}
