import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLaunching, launchPlaceholders, launchReport, loadBrokerFacts } from "@/lib/facts";

const FILLED = path.join(process.cwd(), "tests/fixtures/facts/filled");

describe("launchPlaceholders", () => {
  it("lists every fact the shipped content/broker.yaml leaves unsupplied", () => {
    const facts = launchPlaceholders(loadBrokerFacts()).map((p) => p.fact);
    expect(facts).toEqual([
      "MC number",
      "USDOT number",
      "Reviews",
      "Press mentions",
      "Legal texts' approval",
      "Support hours",
    ]);
  });

  it("says what a visitor sees meanwhile and where the real fact goes", () => {
    const [mc] = launchPlaceholders(loadBrokerFacts());
    expect(mc).toEqual({
      fact: "MC number",
      shows: "“MC pending registration number” in every footer and e-mail",
      supply: "fmcsa.mc",
    });
  });

  it("lists nothing for a facts file with every fact supplied", () => {
    const facts = loadBrokerFacts(FILLED);
    expect(facts.reviews.file).toBe("verified-reviews.yaml");
    expect(launchPlaceholders(facts)).toEqual([]);
    expect(launchReport([])).toMatch(/every broker fact .* is supplied/);
  });

  it("counts a single example review among verified ones as a placeholder", () => {
    const facts = loadBrokerFacts(FILLED);
    const [real] = facts.reviews.reviews;
    if (!real) throw new Error("fixture has a review");
    const mixed = { ...facts, reviews: { ...facts.reviews, reviews: [real, { ...real, id: "x", example: true }] } };
    expect(launchPlaceholders(mixed)).toEqual([
      expect.objectContaining({
        fact: "Reviews",
        shows: "1 example review from verified-reviews.yaml, labelled as examples",
      }),
    ]);
  });

  it("treats an empty press list as no press strip, not as a placeholder", () => {
    expect(launchPlaceholders({ ...loadBrokerFacts(FILLED), press: [] })).toEqual([]);
  });
});

describe("isLaunching", () => {
  it("is on only for LAUNCH=1 and refuses any other spelling", () => {
    expect(isLaunching("1")).toBe(true);
    expect(isLaunching(undefined)).toBe(false);
    expect(isLaunching("0")).toBe(false);
    expect(() => isLaunching("yes")).toThrow("LAUNCH must be 1 (the site is going live) or 0");
  });
});

describe("loadBrokerFacts", () => {
  it("names the file and the field of a bad fact", () => {
    expect(() => loadBrokerFacts(path.join(process.cwd(), "tests/fixtures/facts/bad"))).toThrow(
      /Invalid content file broker\.yaml: fmcsa\.mc: must be the number's digits only/,
    );
  });
});
