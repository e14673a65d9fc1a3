import { expect, test } from "@playwright/test";

/** Requests Next.js makes to prefetch another route: its RSC payload, asked for with the RSC header. */
function watchPrefetches(page: import("@playwright/test").Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1" || request.headers()["next-router-prefetch"] === "1") seen.push(request.url());
  });
  return seen;
}

test("links prefetch on intent, not on sight, and are followed without a page load", async ({ page }) => {
  const prefetches = watchPrefetches(page);
  await page.goto("/quote", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  expect(prefetches, "prefetched before any interaction").toEqual([]);

  const logo = page.getByRole("banner").getByRole("link").first();
  await logo.hover();
  await expect.poll(() => prefetches.length, { message: "hovering the home link prefetches it" }).toBeGreaterThan(0);

  // One listener on the document follows the site's links through the router: the page's state survives.
  await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents, "a document was loaded for the click").toEqual([]);
  expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
});
