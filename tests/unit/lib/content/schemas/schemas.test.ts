import { parseMarkdownFile, parseYamlFile } from "@/lib/content/load/parse-file";
import { contentPageSchema } from "@/lib/content/schemas/content-page";
import { postFrontMatterSchema } from "@/lib/content/schemas/post";
import { categoriesFileSchema } from "@/lib/content/schemas/categories";
import { locationsFileSchema } from "@/lib/content/schemas/locations";
import { faqFileSchema } from "@/lib/content/schemas/faq";
import { brokerFileSchema, reviewsFileSchema } from "@/lib/facts";
import { transportTypesFileSchema } from "@/lib/content/schemas/transport-types";
import { legalPageFrontMatterSchema } from "@/lib/content/schemas/legal-page";

const validPage = `
title: Open Auto Shipping
seo:
  title: Open Auto Shipping | ShipLux
  description: ${"Open carriers move most cars in the country; this page explains prices, timing, insurance and what to expect at pickup and delivery."}
hero:
  heading: Open auto shipping
  intro: The way most cars travel.
  image: { src: /images/illustrations/car-carrier-open.svg, alt: An open carrier, width: 1200, height: 800 }
blocks:
  - layout: simple_content
    content: Hello.
`;

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the file to be rejected");
}

describe("content file schemas", () => {
  it("accepts a well-formed service page", () => {
    expect(parseYamlFile(validPage, "services/open-auto-shipping.yaml", contentPageSchema).blocks).toHaveLength(1);
  });

  it("names the file and the hero image alt when a page image has no alt text", () => {
    const bad = validPage.replace("alt: An open carrier, ", "");
    const message = errorOf(() => parseYamlFile(bad, "services/open-auto-shipping.yaml", contentPageSchema));
    expect(message).toContain("services/open-auto-shipping.yaml");
    expect(message).toContain("hero.image.alt");
  });

  it("rejects an SEO description shorter than 120 characters at seo.description", () => {
    const bad = validPage.replace(/description: .*/, "description: Too short.");
    expect(errorOf(() => parseYamlFile(bad, "x.yaml", contentPageSchema))).toMatch(/seo\.description: SEO description must be at least 120/);
  });

  it("reports an unknown block layout with its index instead of dropping the block", () => {
    const bad = validPage.replace("layout: simple_content", "layout: carousel");
    const message = errorOf(() => parseYamlFile(bad, "guides/index.yaml", contentPageSchema));
    expect(message).toContain("guides/index.yaml");
    expect(message).toContain('blocks.0.layout: unknown block layout "carousel"');
  });

  it("rejects a table row with the wrong number of cells at blocks.N.table.rows", () => {
    const bad = validPage.replace(
      "  - layout: simple_content\n    content: Hello.",
      "  - layout: simple_table\n    caption: Prices\n    table: { head: [Route, Price], rows: [[NY to FL]] }",
    );
    expect(errorOf(() => parseYamlFile(bad, "x.yaml", contentPageSchema))).toContain("blocks.0.table.rows");
  });

  it("rejects a post whose date is not YYYY-MM-DD, naming the date field", () => {
    const post = `---\ntitle: T\nslug: t\ndate: March 3\nexcerpt: E\ncategories: [Costs]\nauthor: A\nfeaturedImage: { src: /images/blog/t.svg, alt: A, width: 1200, height: 630 }\n---\nBody`;
    expect(errorOf(() => parseMarkdownFile(post, "posts/t.md", postFrontMatterSchema))).toMatch(/posts\/t\.md.*date: must be a date/);
  });

  it("rejects a post without front matter", () => {
    expect(errorOf(() => parseMarkdownFile("# Just text", "posts/t.md", postFrontMatterSchema))).toContain("has no front matter");
  });

  it("rejects a category slug that is not kebab-case", () => {
    const bad = "categories:\n  - { name: Heavy Equipment, slug: Heavy_Equipment, description: D }";
    expect(errorOf(() => parseYamlFile(bad, "categories.yaml", categoriesFileSchema))).toContain("categories.0.slug");
  });

  it("rejects a location icon other than ship or truck, deep in the tree", () => {
    const bad = `regions:\n  - { slug: europe, name: Europe, lat: 50, lng: 10, icon: ship, children: [{ slug: uk, name: UK, lat: 51, lng: 0, icon: plane }] }`;
    expect(errorOf(() => parseYamlFile(bad, "locations.yaml", locationsFileSchema))).toContain("regions.0.children.0.icon");
  });

  it("rejects an FAQ item without an answer", () => {
    const bad = "groups:\n  - title: Pricing\n    items:\n      - question: How much?";
    expect(errorOf(() => parseYamlFile(bad, "faq.yaml", faqFileSchema))).toContain("groups.0.items.0.answer");
  });

  it("rejects a review with six stars", () => {
    const bad = `note: Examples\nreviews:\n  - { id: r1, name: A, stars: 6, text: T, date: 2025-01-01, source: { name: S, url: "https://example.com" }, example: true }`;
    expect(errorOf(() => parseYamlFile(bad, "reviews.yaml", reviewsFileSchema))).toContain("reviews.0.stars");
  });

  it("rejects a press logo outside /images/press", () => {
    const bad = [
      "fmcsa: { mc: null, usdot: null }",
      "supportHours: { example: true, hours: [{ days: Mon, time: 9-5 }] }",
      "legalApproval: null",
      "reviews: { file: reviews.yaml }",
      'press:\n  - { name: N, logo: /logo.png, url: "https://example.com", example: true }',
    ].join("\n");
    expect(errorOf(() => parseYamlFile(bad, "broker.yaml", brokerFileSchema))).toContain("press.0.logo");
  });

  it("rejects a transport type price that is not $, $$ or $$$", () => {
    const bad = `types:\n  - { slug: air-freight, title: Air, price: "$$$$", image: /images/illustrations/air-freight.svg, paragraphs: [P], tags: [T] }`;
    expect(errorOf(() => parseYamlFile(bad, "transport-types.yaml", transportTypesFileSchema))).toContain("types.0.price");
  });

  it("rejects a legal page without an updated date", () => {
    const bad = "---\ntitle: Privacy\ndescription: D\n---\nText";
    expect(errorOf(() => parseMarkdownFile(bad, "pages/privacy-policy.md", legalPageFrontMatterSchema))).toContain("updated");
  });

  it("reports YAML syntax errors with the file name", () => {
    expect(errorOf(() => parseYamlFile("title: [unclosed", "faq.yaml", faqFileSchema))).toContain("faq.yaml is not valid YAML");
  });
});
