import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { landingPaths, sitemapPaths } from "../support/site";

type PageBody = { status: number; body: string; location?: string };

/** Fetches each page once, however many links point at it; redirects are not followed. */
function pageCache(request: APIRequestContext) {
  const html = new Map<string, PageBody>();
  return async (path: string): Promise<PageBody> => {
    let entry = html.get(path);
    if (!entry) {
      const response = await request.get(path, { maxRedirects: 0 });
      entry = { status: response.status(), body: await response.text(), location: response.headers()["location"] };
      html.set(path, entry);
    }
    return entry;
  };
}

/**
 * Each link's problem ("→ 404", "→ 308 to /x", "→ no element #x"), naming up to three pages that carry it.
 * A link to a redirect counts: internal links name the page itself (old service URLs only 308 for visitors).
 */
async function brokenLinks(
  links: Map<string, Set<string>>,
  fetchPage: (path: string) => Promise<PageBody>,
): Promise<string[]> {
  const broken: string[] = [];
  for (const [href, sources] of links) {
    const url = new URL(href, "http://site.invalid");
    const target = await fetchPage(url.pathname + url.search);
    const from = [...sources].slice(0, 3).join(", ");
    if (target.status >= 400) broken.push(`${href} → ${target.status} (linked from ${from})`);
    else if (target.status >= 300)
      broken.push(`${href} → ${target.status} to ${target.location} (linked from ${from})`);
    else if (url.hash && url.hash.length > 1) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!target.body.includes(`id="${id}"`)) broken.push(`${href} → no element #${id} (linked from ${from})`);
    }
  }
  return broken;
}

function addLink(links: Map<string, Set<string>>, href: string, source: string) {
  if (!href.startsWith("/") || href.startsWith("//")) return;
  const sources = links.get(href) ?? new Set<string>();
  sources.add(source);
  links.set(href, sources);
}

/** Every internal link and image on every page resolves, and every #fragment names an element on its target page. */
test("no broken internal links, images or anchors", async ({ request }) => {
  const pages = [...(await sitemapPaths(request)), ...landingPaths, "/this-page-does-not-exist"];
  test.setTimeout(60_000 + pages.length * 2_000);
  const fetchPage = pageCache(request);

  const links = new Map<string, Set<string>>();
  for (const path of pages) {
    const { body } = await fetchPage(path);
    for (const match of body.matchAll(/<(?:a\b[^>]*\bhref|img\b[^>]*\bsrc|source\b[^>]*\bsrc)="([^"]+)"/g)) {
      addLink(links, (match[1] ?? "").replace(/&amp;/g, "&"), path);
    }
  }
  expect(links.size).toBeGreaterThan(10);
  const broken = await brokenLinks(links, fetchPage);
  expect(broken, broken.join("\n")).toEqual([]);
});

async function collectHrefs(page: Page, selector: string, links: Map<string, Set<string>>, source: string) {
  for (const href of await page
    .locator(`${selector} a[href]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
    addLink(links, href, source);
  }
}

/** The rail's flyouts and the drawer's submenus are rendered only when opened, so the HTML crawl above cannot see them. */
test("every link in the icon rail's flyouts and the phone drawer resolves", async ({ browser, request }) => {
  const links = new Map<string, Set<string>>();

  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await desktop.goto("/");
  const rail = desktop.getByTestId("icon-rail");
  const flyouts = rail.locator("button[aria-expanded]");
  const flyoutCount = await flyouts.count();
  expect(flyoutCount).toBeGreaterThan(3);
  for (let i = 0; i < flyoutCount; i += 1) {
    const button = flyouts.nth(i);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await collectHrefs(
      desktop,
      '[data-testid="icon-rail"]',
      links,
      `icon rail: ${await button.getAttribute("aria-label")}`,
    );
    await desktop.keyboard.press("Escape");
  }
  await desktop.close();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await phone.goto("/");
  await phone.getByRole("button", { name: "Open menu" }).click();
  const drawer = phone.getByRole("dialog", { name: "Menu" });
  const submenus = drawer.locator("button[aria-expanded]");
  for (let i = 0; i < (await submenus.count()); i += 1) await submenus.nth(i).click();
  await collectHrefs(phone, '[data-testid="drawer"]', links, "drawer");
  await phone.close();

  expect(links.size).toBeGreaterThan(30);
  const broken = await brokenLinks(links, pageCache(request));
  expect(broken, broken.join("\n")).toEqual([]);
});
