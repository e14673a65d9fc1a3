import { expect, test } from "@playwright/test";
import { landingPaths, sitemapPaths } from "../support/site";

/** Every internal link and image on every page resolves, and every #fragment names an element on its target page. */
test("no broken internal links, images or anchors", async ({ request }) => {
  const pages = [...(await sitemapPaths(request)), ...landingPaths, "/this-page-does-not-exist"];
  test.setTimeout(60_000 + pages.length * 2_000);
  const html = new Map<string, { status: number; body: string }>();
  const fetchPage = async (path: string) => {
    let entry = html.get(path);
    if (!entry) {
      const response = await request.get(path, { maxRedirects: 5 });
      entry = { status: response.status(), body: await response.text() };
      html.set(path, entry);
    }
    return entry;
  };

  const links = new Map<string, Set<string>>();
  for (const path of pages) {
    const { body } = await fetchPage(path);
    for (const match of body.matchAll(/<(?:a\b[^>]*\bhref|img\b[^>]*\bsrc|source\b[^>]*\bsrc)="([^"]+)"/g)) {
      const href = (match[1] ?? "").replace(/&amp;/g, "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const sources = links.get(href) ?? new Set<string>();
      sources.add(path);
      links.set(href, sources);
    }
  }
  expect(links.size).toBeGreaterThan(10);

  const broken: string[] = [];
  for (const [href, sources] of links) {
    const url = new URL(href, "http://site.invalid");
    const target = await fetchPage(url.pathname + url.search);
    const from = [...sources].slice(0, 3).join(", ");
    if (target.status >= 400) broken.push(`${href} → ${target.status} (linked from ${from})`);
    else if (url.hash && url.hash.length > 1) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!target.body.includes(`id="${id}"`)) broken.push(`${href} → no element #${id} (linked from ${from})`);
    }
  }
  expect(broken, broken.join("\n")).toEqual([]);
});
