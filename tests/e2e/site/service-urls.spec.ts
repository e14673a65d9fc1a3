import { expect, test } from "@playwright/test";
import { getCatalogue, catalogueEntries } from "@/lib/content/catalogue";
import { createContentStore } from "@/lib/content/load/store";
import { serviceRedirects } from "@/lib/content/service-redirects";

const entries = catalogueEntries(getCatalogue());
const store = createContentStore();

/** The text of a page's <h1> as React writes it, tags dropped and its five escapes undone. */
function h1Text(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
  return inner?.replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#x27);/g, (e) => entities[e] ?? e);
}

test("every service page answers 200 under /services with its own heading", async ({ request }) => {
  const problems: string[] = [];
  for (const entry of entries.filter((e) => e.href === e.canonicalHref)) {
    const response = await request.get(entry.href, { maxRedirects: 0 });
    const heading = store.servicePage(entry.path)?.hero.heading;
    const h1 = h1Text(await response.text());
    if (response.status() !== 200 || !heading || h1 !== heading)
      problems.push(`${entry.href}: ${response.status()}, h1 ${h1} (want ${heading})`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("every old service URL and the duplicate's second URL answer 308 to their page", async ({ request }) => {
  const redirects = serviceRedirects();
  expect(redirects.length).toBe(entries.length + 1);
  const problems: string[] = [];
  for (const { source, destination } of redirects) {
    const response = await request.get(source, { maxRedirects: 0 });
    const location = new URL(response.headers()["location"] ?? "", "http://site.invalid").pathname;
    if (response.status() !== 308 || location !== destination)
      problems.push(`${source}: ${response.status()} to ${location} (want 308 to ${destination})`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("a redirect keeps the query string; unknown paths and neighbouring pages are not caught", async ({ request }) => {
  const campaign = await request.get("/open-auto-shipping?utm_source=mail", { maxRedirects: 0 });
  expect(campaign.status()).toBe(308);
  expect(campaign.headers()["location"]).toMatch(/\/services\/open-auto-shipping\?utm_source=mail$/);
  for (const path of ["/non-car/no-such-service", "/services/non-car/no-such-service", "/services/no-such-group"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  expect((await request.get("/international-car-shipping", { maxRedirects: 0 })).status()).toBe(200);
});
