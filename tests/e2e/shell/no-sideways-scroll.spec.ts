import { expect, test, type Page } from "@playwright/test";
import { landingPaths, sitemapPaths } from "../support/site";

/**
 * No layout scrolls sideways at any width a visitor may have, around each breakpoint especially (the phone
 * chrome ends at 768 px, the desktop header starts at 769 px and gains the wide layout at 1024 px). Each page
 * loads once and is resized through the widths, which re-lays it out as a browser window's resize does.
 */
const WIDTHS = [
  320, 360, 390, 414, 480, 600, 700, 768, 769, 780, 800, 815, 850, 900, 1000, 1023, 1024, 1100, 1280, 1440,
];

const PAGES = [
  "/",
  "/blog",
  "/services/open-auto-shipping",
  "/frequently-asked-questions",
  "/shipping-locations",
  "/quote",
  "/international-car-shipping",
  "/blog/how-car-shipping-prices-are-calculated",
];

/** The widths at which the page is wider than its window, with by how much. */
async function overflowingWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const excess = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    if (excess > 0) found.push(`${width} px: ${excess} px too wide`);
  }
  return found;
}

for (const path of PAGES) {
  test(`${path} never scrolls sideways from 320 to 1440 px`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await overflowingWidths(page)).toEqual([]);
  });
}

/**
 * Every page a visitor can reach, at the narrowest phone: the widths above cover the layouts, this covers what
 * content puts in them (a post's table was 142 px too wide at 320 px). One page is reused for every URL.
 */
test("no sitemap URL scrolls sideways at 320 px", async ({ page, request }) => {
  test.setTimeout(600_000);
  const paths = [...new Set([...(await sitemapPaths(request)), ...landingPaths])];
  expect(paths.length).toBeGreaterThan(50);
  await page.setViewportSize({ width: 320, height: 640 });
  const tooWide: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const excess = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (excess > 0) tooWide.push(`${path}: ${excess} px too wide`);
  }
  expect(tooWide).toEqual([]);
});

test("the desktop header keeps each link on one line and shows a way to call from 769 px up", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner").filter({ has: page.getByRole("navigation", { name: "Main" }) });
  const links = header.getByRole("navigation", { name: "Main" }).getByRole("link");
  const call = header.locator('a[href^="tel:"]');
  for (const width of [769, 815, 900, 1023, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const heights = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height));
    const lineHeights = await links.evaluateAll((all) => all.map((a) => parseFloat(getComputedStyle(a).lineHeight)));
    heights.forEach((height, i) => expect(height, `link ${i} at ${width} px`).toBeLessThan(2 * lineHeights[i]!));
    await expect(call, `a call link at ${width} px`).toBeVisible();
    await expect(call).toHaveAccessibleName(/\(\d{3}\) \d{3}-\d{4}|Call/);
  }
});
