/**
 * A sorted array of folded keys: every key that starts with a prefix lies in one contiguous range found by
 * two binary searches. Answers rank by size (population, port traffic, how common a make is), a whole-name
 * match counting EXACT_BOOST times its size; ties go to the earlier entry. An entry may have several keys
 * (each word of "John Deere", a port's name and code); answers list an entry once, by its best key.
 */
import { EXACT_BOOST, EXACT_MIN_LENGTH, PRECOMPUTED_PREFIX_LENGTH } from "./constants";

export type Accept = (id: number) => boolean;
/** [folded key, entry id] or [folded key, entry id, weight]: a key of weight w scores w times its entry's size. */
export type KeyPair = [string, number] | [string, number, number];

export class PrefixIndex {
  private readonly keys: string[];
  private readonly ids: Int32Array;
  private readonly sizes: ArrayLike<number>;
  /** Per key, only when some key is not of weight 1: a later word of a name ("river" of Forest River) weighs less than its first. */
  private readonly weights: Float64Array | undefined;
  /**
   * Best answers of the shortest prefixes, whose ranges are the longest: computed for every such prefix
   * when the index is built, so no visitor's first letter pays for a scan of thousands of keys.
   */
  private readonly top = new Map<string, number[]>();
  private readonly limit: number;

  /** sizes[id] ranks entries. */
  constructor(pairs: KeyPair[], sizes: ArrayLike<number>, limit: number) {
    const sorted = isSorted(pairs)
      ? pairs
      : [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = sorted.map((p) => p[0]);
    this.ids = Int32Array.from(sorted, (p) => p[1]);
    this.weights = sorted.some((p) => p[2] !== undefined && p[2] !== 1)
      ? Float64Array.from(sorted, (p) => p[2] ?? 1)
      : undefined;
    this.sizes = sizes;
    this.limit = limit;
    this.precomputeShortPrefixes();
  }

  private precomputeShortPrefixes() {
    for (let length = 1; length <= PRECOMPUTED_PREFIX_LENGTH; length++) {
      let i = 0;
      while (i < this.keys.length) {
        const key = this.keys[i] as string;
        if (key.length < length) {
          i++;
          continue;
        }
        const prefix = key.slice(0, length);
        const [lo, hi] = this.range(prefix);
        this.top.set(prefix, this.best(lo, hi, prefix, this.limit));
        i = hi;
      }
    }
  }

  private scoreAt(i: number, exact: boolean): number {
    return (
      (this.sizes[this.ids[i] as number] ?? 0) *
      (exact ? EXACT_BOOST : 1) *
      (this.weights ? (this.weights[i] as number) : 1)
    );
  }

  /** Ids of the best `limit` entries with a key starting with `prefix` that `accept` lets through. */
  search(prefix: string, limit: number, accept?: Accept): number[] {
    if (prefix === "") return [];
    if (!accept && prefix.length <= PRECOMPUTED_PREFIX_LENGTH && limit <= this.limit) {
      // Every short prefix that starts some key was computed up front; any other has no match.
      return (this.top.get(prefix) ?? []).slice(0, limit);
    }
    const [lo, hi] = this.range(prefix);
    return this.best(lo, hi, prefix, limit, accept);
  }

  /** True when some key equals `key` exactly. */
  has(key: string): boolean {
    const [lo] = this.range(key);
    return this.keys[lo] === key;
  }

  /** The baseline the bench compares against: a filter over every key. */
  scan(prefix: string, limit: number): number[] {
    return this.best(0, this.keys.length, prefix, limit, undefined, true);
  }

  private range(prefix: string): [number, number] {
    return [this.lowerBound(prefix), this.lowerBound(prefix + "\uffff")];
  }

  private lowerBound(target: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private best(lo: number, hi: number, prefix: string, limit: number, accept?: Accept, checkPrefix = false): number[] {
    return this.ranked(lo, hi, prefix, limit, accept, checkPrefix).map((c) => c.id);
  }

  private ranked(
    lo: number,
    hi: number,
    prefix: string,
    limit: number,
    accept?: Accept,
    checkPrefix = false,
  ): Candidate[] {
    // A short insertion-sorted list beats a heap for limits around 10.
    const chosen: Candidate[] = [];
    // Entries pushed off the end, with the score they had: another of their keys may still score higher.
    const dropped = new Map<number, number>();
    const exactPossible = prefix.length >= EXACT_MIN_LENGTH;
    for (let i = lo; i < hi; i++) {
      const key = this.keys[i] as string;
      if (checkPrefix && !key.startsWith(prefix)) continue;
      const id = this.ids[i] as number;
      // A whole-name match only counts once the query is a real word: "par" must not put the village Par before Paris.
      const score = this.scoreAt(i, exactPossible && key === prefix);
      if ((dropped.get(id) ?? -1) >= score || (accept && !accept(id))) continue;
      const candidate = { id, score };
      const existing = chosen.findIndex((c) => c.id === id);
      if (existing >= 0) {
        if ((chosen[existing] as Candidate).score >= score) continue;
        chosen.splice(existing, 1);
      }
      if (chosen.length === limit && !outranks(candidate, chosen[limit - 1] as Candidate)) continue;
      let at = chosen.length;
      while (at > 0 && outranks(candidate, chosen[at - 1] as Candidate)) at--;
      chosen.splice(at, 0, candidate);
      if (chosen.length > limit) {
        const out = chosen.pop() as Candidate;
        dropped.set(out.id, out.score);
      }
    }
    return chosen;
  }
}

type Candidate = { id: number; score: number };

function outranks(a: Candidate, b: Candidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  return a.id < b.id;
}

function isSorted(pairs: KeyPair[]): boolean {
  for (let i = 1; i < pairs.length; i++) {
    const prev = pairs[i - 1] as KeyPair;
    const cur = pairs[i] as KeyPair;
    if (prev[0] > cur[0] || (prev[0] === cur[0] && prev[1] > cur[1])) return false;
  }
  return true;
}
