import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cataloguePaths } from "@/lib/content/catalogue";
import { REQUIRED_PAGES } from "@/lib/content/constants";
import { createContentStore } from "@/lib/content/load/store";
import { validateAllContent } from "@/lib/content/load/validate-all";
import { getContentRoutes } from "@/lib/content";

describe("shipped content", () => {
  it("loads every file under content/ through its schema and renders every Markdown field", () => {
    const summary = validateAllContent(createContentStore());
    expect(summary.posts).toBeGreaterThanOrEqual(12);
    expect(summary.servicePages).toBe(cataloguePaths().length);
    expect(summary.sectionPages.solutions).toBe(REQUIRED_PAGES.solutions.length + 1);
    expect(summary.sectionPages.guides).toBe(REQUIRED_PAGES.guides.length + 1);
    expect(summary.sectionPages.locations).toBe(REQUIRED_PAGES.locations.length + 1);
    expect(summary.faqItems).toBeGreaterThan(0);
    expect(summary.locationRegions).toBeGreaterThan(0);
  });

  it("uses at least four blog categories", () => {
    const store = createContentStore();
    const used = new Set(store.posts().flatMap((p) => p.categories));
    expect(used.size).toBeGreaterThanOrEqual(4);
  });

  it("marks every shipped review as an example", () => {
    const { reviews } = createContentStore().reviews();
    expect(reviews.every((r) => r.example)).toBe(true);
  });

  it("lists every content route once, services under /services, with the duplicate catalogue path left to its canonical", async () => {
    const routes = await getContentRoutes();
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain("/services/enclosed-auto-shipping/enclosed-motorcycle-shipping");
    expect(routes).not.toContain("/services/non-car/enclosed-motorcycle-shipping");
    expect(routes).toContain("/services/non-car/golf-cart-shipping");
    expect(routes).not.toContain("/non-car/golf-cart-shipping");
    expect(routes).toContain("/shipping-guide/frequently-asked-questions");
  });
});

describe("fixture content", () => {
  function fixtureCopy(): string {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    cpSync("tests/fixtures/content", dir, { recursive: true });
    return dir;
  }

  it("validates the whole fixture set", () => {
    expect(validateAllContent(createContentStore("tests/fixtures/content"), { legal: ["privacy-policy"] }).posts).toBe(4);
  });

  it("rejects a post whose category is not in categories.yaml, naming the post file and field", () => {
    const dir = fixtureCopy();
    const file = path.join(dir, "posts/prepare-your-car.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("categories: [Preparation]", "categories: [Prep]"));
    expect(() => createContentStore(dir).categories()).toThrow('posts/prepare-your-car.md: categories.0: "Prep" is not listed');
  });

  it("rejects a post whose slug differs from its file name", () => {
    const dir = fixtureCopy();
    const file = path.join(dir, "posts/prepare-your-car.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("slug: prepare-your-car", "slug: prepare-car"));
    expect(() => createContentStore(dir).posts()).toThrow(/posts\/prepare-your-car\.md: slug/);
  });

  it("requires a page file for every catalogue path", () => {
    const dir = fixtureCopy();
    rmSync(path.join(dir, "services/non-car/golf-cart-shipping.yaml"));
    expect(() => validateAllContent(createContentStore(dir), { legal: [] })).toThrow("services/non-car/golf-cart-shipping.yaml");
  });

  it("renders the duplicate catalogue path with its canonical page's content", () => {
    const store = createContentStore("tests/fixtures/content");
    const duplicate = store.servicePage("/non-car/enclosed-motorcycle-shipping");
    expect(duplicate?.entry.canonicalPath).toBe("/enclosed-auto-shipping/enclosed-motorcycle-shipping");
    expect(duplicate?.entry.canonicalHref).toBe("/services/enclosed-auto-shipping/enclosed-motorcycle-shipping");
    expect(duplicate?.file).toBe("services/enclosed-auto-shipping/enclosed-motorcycle-shipping.yaml");
  });
});
