import { TypoIndex, withinOneEdit } from "@/lib/lookups/typo-index";

describe("withinOneEdit", () => {
  it("accepts one missing, extra or wrong letter and one swap of neighbours", () => {
    expect(withinOneEdit("toyta", "toyota")).toBe(true);
    expect(withinOneEdit("hondaa", "honda")).toBe(true);
    expect(withinOneEdit("seatle", "seattle")).toBe(true);
    expect(withinOneEdit("boston", "bostom")).toBe(true);
    expect(withinOneEdit("pheonix", "phoenix")).toBe(true);
    expect(withinOneEdit("chevorlet", "chevrolet")).toBe(true);
  });

  it("refuses two edits", () => {
    expect(withinOneEdit("abc", "bca")).toBe(false);
    expect(withinOneEdit("antwerpen", "antwerp")).toBe(false);
    expect(withinOneEdit("toyt", "toyota")).toBe(false);
  });
});

describe("TypoIndex", () => {
  const names = ["phoenix", "philadelphia", "toyota", "boston", "austin"];
  const sizes = [1_600_000, 1_500_000, 1_000_000, 650_000, 950_000];
  const index = new TypoIndex(
    names.map((n, i): [string, number] => [n, i]),
    sizes,
  );

  it("finds the names one edit away, largest first, and never the name typed exactly", () => {
    expect(index.search("pheonix", 5)).toEqual([0]);
    expect(index.search("bostn", 5)).toEqual([3]);
    expect(index.search("boston", 5)).toEqual([]);
  });

  it("ignores queries shorter than the minimum and lets a filter drop entries", () => {
    expect(index.search("ost", 5)).toEqual([]);
    expect(index.search("pheonix", 5, (id) => id !== 0)).toEqual([]);
  });
});
