import { describe, expect, it } from "vitest";
import { aggregateRating, shortenReview } from "@/lib/reviews/shorten";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("shortenReview", () => {
  it("leaves short reviews whole in both contexts", () => {
    expect(shortenReview("Great driver, on time.", "compact")).toBe("Great driver, on time.");
    expect(shortenReview("Great driver, on time.", "full")).toBe("Great driver, on time.");
  });

  it("cuts a long review to at most 150 characters with an ellipsis on the home carousel", () => {
    const text = words(60);
    const out = shortenReview(text, "compact");
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out.endsWith("…")).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(
      out
        .slice(0, -1)
        .split(" ")
        .every((w) => /^word\d+$/.test(w)),
    ).toBe(true);
  });

  it("cuts reviews over 250 characters to at most 230 elsewhere, and leaves 240 characters alone", () => {
    const long = words(60);
    const out = shortenReview(long, "full");
    expect(out.length).toBeLessThanOrEqual(230);
    expect(out.endsWith("…")).toBe(true);
    const medium = "x".repeat(240);
    expect(shortenReview(medium, "full")).toBe(medium);
  });

  it("shortens a 200-character review on the carousel but not elsewhere", () => {
    const text = words(30).slice(0, 200);
    expect(shortenReview(text, "compact").length).toBeLessThanOrEqual(150);
    expect(shortenReview(text, "full")).toBe(text);
  });
});

describe("aggregateRating", () => {
  it("averages the stars to one decimal and counts the reviews", () => {
    expect(aggregateRating([{ stars: 5 }, { stars: 4 }, { stars: 4 }])).toEqual({ ratingValue: 4.3, reviewCount: 3 });
  });
  it("gives nothing for no reviews", () => {
    expect(aggregateRating([])).toBeNull();
  });
});
