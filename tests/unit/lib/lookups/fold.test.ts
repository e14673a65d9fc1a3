import { fold } from "@/lib/lookups/fold";
import { parsePlaceQuery } from "@/lib/lookups/query";

describe("fold", () => {
  it("drops accents and case so Montréal and montreal are one key", () => {
    expect(fold("Montréal")).toBe(fold("montreal"));
  });

  it("reads St. as Saint once the word is complete", () => {
    expect(fold("St. Louis")).toBe("saint louis");
    expect(fold("st")).toBe("st");
  });

  it("turns punctuation into single spaces", () => {
    expect(fold("Harley-Davidson")).toBe("harley davidson");
    expect(fold("  Miami,   FL ")).toBe("miami fl");
  });
});

describe("parsePlaceQuery", () => {
  it("reads a 5-digit ZIP and a ZIP+4 as that ZIP", () => {
    expect(parsePlaceQuery("90210")).toEqual({ kind: "zip", zip: "90210" });
    expect(parsePlaceQuery("90210-1234")).toEqual({ kind: "zip", zip: "90210" });
  });

  it("reads a full Canadian postal code as its first three characters", () => {
    expect(parsePlaceQuery("m5v 3l9")).toEqual({ kind: "postal", fsa: "M5V" });
  });

  it("offers 'miami fl' both as a name and as Miami qualified by FL", () => {
    const query = parsePlaceQuery("miami fl");
    expect(query.kind).toBe("name");
    if (query.kind === "name") expect(query.readings).toContainEqual({ name: "miami", qualifier: "fl" });
  });

  it("reads the words after a comma as a qualifier still being typed", () => {
    const query = parsePlaceQuery("Miami, F");
    expect(query.kind === "name" && query.readings).toEqual([
      { name: "miami", qualifier: "f", partialQualifier: true },
    ]);
  });
});
