import { expect, test, type Page } from "@playwright/test";
import { NARROWEST_PHONE, sidewaysExcess } from "../support/site";

/**
 * No layout scrolls sideways at any width a visitor may have, around each breakpoint especially (the phone
 * chrome ends at 768 px, the desktop header starts at 769 px and gains the wide layout at 1024 px). Each page
 * loads once and is resized through the widths, which re-lays it out as a browser window's resize does. Every other
 * page a visitor can reach is checked at the narrowest width by tests/e2e/site/every-page.spec.ts, on its load there.
 */
const WIDTHS = [
  NARROWEST_PHONE.width,
  ...[360, 390, 414, 480, 600, 700, 768, 769, 780, 800, 815, 850, 900, 1000, 1023, 1024, 1100, 1280, 1440],
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
    const excess = await sidewaysExcess(page);
    if (excess > 0) found.push(`${width} px: ${excess} px too wide`);
  }
  return found;
}

for (const path of PAGES) {
  test(`${path} never scrolls sideways from ${NARROWEST_PHONE.width} to 1440 px`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await overflowingWidths(page)).toEqual([]);
  });
}

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
