import { describe, expect, it } from "vitest";
import { PRECOMPUTED_PREFIX_LENGTH } from "@/lib/lookups/constants";
import { PrefixIndex } from "@/lib/lookups/prefix-index";

const names = ["newark", "new york", "new haven", "newport", "nashville", "naples", "boston", "bozeman", "b", "ne"];
const sizes = [300, 8000, 130, 25, 700, 20, 650, 50, 1, 5];
const pairs = names.map((n, i): [string, number] => [n, i]);

describe("PrefixIndex", () => {
  const index = new PrefixIndex(pairs, sizes, 3);

  it("answers every short prefix from its precomputed table exactly as a full scan would", () => {
    const prefixes = new Set(
      names.flatMap((n) => Array.from({ length: PRECOMPUTED_PREFIX_LENGTH }, (_, i) => n.slice(0, i + 1))),
    );
    for (const prefix of prefixes) {
      for (const limit of [1, 2, 3])
        expect(index.search(prefix, limit), `${prefix} / ${limit}`).toEqual(index.scan(prefix, limit));
    }
  });

  it("ranks larger places first under a prefix and finds nothing for a prefix no key starts with", () => {
    expect(index.search("new", 3).map((i) => names[i])).toEqual(["new york", "newark", "new haven"]);
    expect(index.search("x", 3)).toEqual([]);
    expect(index.search("zz", 3)).toEqual([]);
  });

  it("scans past the table when a caller asks for more answers than it keeps", () => {
    expect(index.search("n", 6)).toEqual(index.scan("n", 6));
    expect(index.search("n", 6)).toHaveLength(6);
  });

  it("counts a whole-name match EXACT_BOOST times its size, once the query is a word", () => {
    const places = new PrefixIndex(
      [
        ["bath", 0],
        ["bathinda", 1],
        ["mont", 2],
        ["montreal", 3],
      ],
      [94_000, 285_000, 1_000, 1_600_000],
      3,
    );
    expect(places.search("bath", 2)).toEqual([0, 1]);
    expect(places.search("mont", 2)).toEqual([3, 2]);
    expect(places.search("bat", 2)).toEqual([1, 0]);
  });

  it("weighs a key by its weight, also in the precomputed short prefixes", () => {
    const makes = new PrefixIndex(
      [
        ["forest river", 0],
        ["river", 0, 0.001],
        ["rivian", 1],
      ],
      [1_000, 900],
      3,
    );
    expect(makes.search("riv", 2)).toEqual([1, 0]);
    expect(makes.search("riv", 2)).toEqual(makes.scan("riv", 2));
    expect(makes.search("for", 2)).toEqual([0]);
  });
});
