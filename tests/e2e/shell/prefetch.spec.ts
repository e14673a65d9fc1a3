import { expect, test } from "@playwright/test";

/** Requests Next.js makes to prefetch another route: its RSC payload, asked for with the RSC header. */
function watchPrefetches(page: import("@playwright/test").Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1" || request.headers()["next-router-prefetch"] === "1") seen.push(request.url());
  });
  return seen;
}

test("links prefetch on intent, not on sight: a landing page loads no other page's code until the visitor points at a link", async ({
  page,
}) => {
  const prefetches = watchPrefetches(page);
  await page.goto("/quote", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  expect(prefetches, "prefetched before any interaction").toEqual([]);

  const logo = page.getByRole("banner").getByRole("link").first();
  await logo.hover();
  await expect.poll(() => prefetches.length, { message: "hovering the home link prefetches it" }).toBeGreaterThan(0);
});
