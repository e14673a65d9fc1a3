import { CUT } from "@/lib/content/constants";
import { cutText } from "@/lib/content/text/cut";
import { categorySlug } from "@/lib/content/text/slug";
import { formatContentDate } from "@/lib/content/text/dates";

const title = "How to prepare your classic car for enclosed transport";
const excerpt =
  "Shipping a car across the country costs less than most people think, but the price moves with the season, the route, the size of the vehicle and more.";

describe("cutText", () => {
  it("cuts a card title to 35 characters at a word boundary with an ellipsis", () => {
    const cut = cutText(title, CUT.cardTitle);
    expect(cut).toBe("How to prepare your classic car…");
    expect(cut.length).toBeLessThanOrEqual(35);
  });

  it.each([
    ["card excerpt", CUT.cardExcerpt],
    ["featured preview", CUT.featuredExcerpt],
  ])("cuts a %s to %i characters, ending on a whole word before the ellipsis", (_, max) => {
    const long = `${excerpt} Here is what drives each of those factors, with real routes and numbers.`;
    const cut = cutText(long, max);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut.endsWith("…")).toBe(true);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // The next character in the source is a separator, so no word was split.
    expect(long.charAt(kept.length)).toMatch(/[\s,.]/);
    // And no longer whole-word prefix would have fitted.
    let next = kept.length;
    while (/[\s,.]/.test(long.charAt(next))) next++;
    const longer = long.slice(0, long.indexOf(" ", next)).replace(/[,.]$/, "");
    expect(longer.length + 1).toBeGreaterThan(max);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(cutText("Prices rise in winter, fall in spring", 24)).toBe("Prices rise in winter…");
  });

  it("leaves text that fits unchanged", () => {
    expect(cutText("Open vs enclosed", CUT.cardTitle)).toBe("Open vs enclosed");
  });

  it("hard-cuts a single word longer than the limit", () => {
    expect(cutText("x".repeat(50), 35)).toBe(`${"x".repeat(34)}…`);
  });
});

describe("categorySlug", () => {
  it.each([
    ["Heavy Equipment", "heavy-equipment"],
    ["Costs", "costs"],
    ["Seasonal & International", "seasonal-international"],
    ["  Roll-on/Roll-off  ", "roll-on-roll-off"],
    ["Café Cars", "cafe-cars"],
  ])("turns %j into %j", (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});

describe("formatContentDate", () => {
  it("formats a calendar date without shifting it by time zone", () => {
    expect(formatContentDate("2025-03-04")).toBe("March 4, 2025");
    expect(formatContentDate("2025-01-01T00:00:00")).toBe("January 1, 2025");
  });
});
