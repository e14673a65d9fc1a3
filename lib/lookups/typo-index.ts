/**
 * Names one edit away from a query: a letter missing ("toyta"), extra, wrong, or two neighbours swapped
 * ("pheonix", "chevorlet"). Symmetric deletion: each name is stored with every form that lacks one letter;
 * a query matches a name when the two share a form, which a one-edit pair always does, and the few pairs
 * that share a form but are two edits apart are then checked letter by letter. Only the common entries a
 * caller passes (large cities, common makes) are stored, so the table stays small and the answers likely.
 */
import { TYPO_MIN_LENGTH } from "./constants";
import type { Accept } from "./prefix-index";

export class TypoIndex {
  /** A name, or a name with one letter left out -> the names it came from. */
  private readonly forms = new Map<string, string[]>();
  /** A name -> the entries it names. */
  private readonly entries = new Map<string, number[]>();
  private readonly sizes: ArrayLike<number>;

  /** pairs: [folded name, entry id]; sizes[id] ranks the answers. */
  constructor(pairs: Iterable<[string, number]>, sizes: ArrayLike<number>) {
    this.sizes = sizes;
    for (const [name, id] of pairs) {
      if (name.length < TYPO_MIN_LENGTH - 1) continue;
      const ids = this.entries.get(name);
      if (ids) {
        if (!ids.includes(id)) ids.push(id);
        continue;
      }
      this.entries.set(name, [id]);
      for (const form of new Set([name, ...deletions(name)])) {
        const names = this.forms.get(form);
        if (names) names.push(name);
        else this.forms.set(form, [name]);
      }
    }
  }

  /** Up to `limit` entries one edit from `query`, largest first; never a name equal to the query. */
  search(query: string, limit: number, accept?: Accept): number[] {
    if (query.length < TYPO_MIN_LENGTH) return [];
    const names = new Set<string>();
    for (const form of [query, ...deletions(query)]) {
      for (const name of this.forms.get(form) ?? []) if (name !== query && withinOneEdit(query, name)) names.add(name);
    }
    const ids = new Set<number>();
    for (const name of names) for (const id of this.entries.get(name) ?? []) if (!accept || accept(id)) ids.add(id);
    return [...ids].sort((a, b) => (this.sizes[b] ?? 0) - (this.sizes[a] ?? 0) || a - b).slice(0, limit);
  }
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** True when one insertion, deletion, substitution or swap of neighbouring letters turns `a` into `b`. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}
