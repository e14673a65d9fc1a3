/**
 * Runs each reading of a name query against an index and merges the answers. A qualified reading goes
 * first when its name is a whole place name ("miami fl": Miami in Florida), otherwise the plain prefix
 * does ("new ca": New Castle, New Canaan... before places in California).
 */
import type { PrefixIndex } from "./prefix-index";
import type { NameReading } from "./query";
import type { Qualifier, QualifierTable } from "./qualifiers";

export function searchReadings(
  readings: NameReading[],
  index: PrefixIndex,
  table: QualifierTable,
  accepts: (id: number, q: Qualifier) => boolean,
  limit: number,
): number[] {
  const strong: number[][] = [];
  const plain: number[][] = [];
  const weak: number[][] = [];
  for (const reading of readings) {
    if (!reading.qualifier) {
      plain.push(index.search(reading.name, limit));
      continue;
    }
    const q = reading.partialQualifier ? table.startingWith(reading.qualifier) : table.exact(reading.qualifier);
    if (!q || !reading.name) continue;
    const ids = index.search(reading.name, limit, (id) => accepts(id, q));
    (index.has(reading.name) ? strong : weak).push(ids);
  }
  const merged: number[] = [];
  const seen = new Set<number>();
  for (const ids of [...strong, ...plain, ...weak]) {
    for (const id of ids) {
      if (merged.length >= limit) return merged;
      if (!seen.has(id)) {
        seen.add(id);
        merged.push(id);
      }
    }
  }
  return merged;
}
