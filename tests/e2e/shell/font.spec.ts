import { expect, test, type Page } from "@playwright/test";

/** The fonts Chromium drew a node's text with (CSS.getPlatformFontsForNode): what was painted, not what was asked. */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

test("Inter is not preloaded, so it never holds the first paint; the first page fetches it and later pages paint in it", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/quote", { waitUntil: "load" });
  await expect(page.locator('link[rel="preload"][as="font"]'), "a preloaded font holds the first paint").toHaveCount(0);
  // `optional`: when the file is not in the cache yet the page keeps the fallback and never swaps, but loads it.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => /inter/i.test(f.family) && f.status === "loaded")))
    .toBe(true);
  expect(fontRequests).toHaveLength(1);
  expect(fontRequests[0]).toMatch(/^\/_next\/static\/media\/inter.*\.woff2$/);

  // A second page view, a full document load from the same browser: the file comes from the cache, and the
  // first screen is drawn in Inter.
  await page.goto("/frequently-asked-questions", { waitUntil: "load" });
  const fonts = await drawnWith(page, "h1");
  expect(fonts.map((f) => f.familyName).join(", ")).toMatch(/inter/i);
  expect(fonts.every((f) => f.isCustomFont)).toBe(true);
});
