import { expect, test } from "@playwright/test";

/**
 * Every text of every wordmark in the press strip lies inside its SVG's viewBox, measured by the browser
 * (getBBox) in the fonts it really has: a width worked out from font metrics would pass here and clip elsewhere.
 */
test("every press wordmark's text fits inside its SVG's viewBox", async ({ page, context }) => {
  await page.goto("/");
  const logos = page.locator('section[aria-labelledby="press-title"] img');
  await expect(logos.first()).toBeAttached();
  const sources = await logos.evaluateAll((images) => images.map((img) => img.getAttribute("src") ?? ""));
  expect(sources.length).toBeGreaterThan(0);
  const files = await Promise.all(
    sources.map(async (url) => {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      return { url, markup: await response.text() };
    }),
  );

  // Measured in a blank document (the site's CSP allows no frames), so no page style reaches the text.
  const blank = await context.newPage();
  const problems = await blank.evaluate((svgs) => {
    const found: string[] = [];
    for (const { url, markup } of svgs) {
      const parsed = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
      if (parsed.namespaceURI !== "http://www.w3.org/2000/svg" || parsed.localName !== "svg") {
        found.push(`${url}: not an SVG document`);
        continue;
      }
      const svg = document.body.appendChild(document.importNode(parsed, true)) as unknown as SVGSVGElement;
      const box = svg.viewBox.baseVal;
      for (const text of Array.from(svg.querySelectorAll("text"))) {
        const b = text.getBBox();
        if (b.x < box.x || b.y < box.y || b.x + b.width > box.x + box.width || b.y + b.height > box.y + box.height) {
          const span = `x ${b.x.toFixed(1)} to ${(b.x + b.width).toFixed(1)}, y ${b.y.toFixed(1)} to ${(b.y + b.height).toFixed(1)}`;
          found.push(
            `${url} "${text.textContent}": the text spans ${span}; the viewBox is ${box.x} ${box.y} ${box.width} ${box.height}`,
          );
        }
      }
      svg.remove();
    }
    return found;
  }, files);
  expect(problems, problems.join("\n")).toEqual([]);
});
