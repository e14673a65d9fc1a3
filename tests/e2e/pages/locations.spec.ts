import { expect, test } from "@playwright/test";

test.describe("the location directory", () => {
  test("on a desktop, one region is open at a time", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/shipping-locations");
    const regions = page.locator("details[name=location-regions]");
    expect(await regions.count()).toBeGreaterThan(3);
    const [first, second] = [regions.nth(0), regions.nth(1)];
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByRole("link").first()).toBeVisible();
    await expect(second.getByRole("link").first()).toBeHidden();

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(second.getByRole("link").first()).toBeVisible();
    await expect(first.getByRole("link").first()).toBeHidden();
  });

  test("opening a region below the open one brings the opened region's heading into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/shipping-locations");
    const regions = page.locator("details[name=location-regions]");
    const [open, below] = [regions.nth(0), regions.nth(1)];
    await expect(open).toHaveAttribute("open", "");
    const summary = below.locator("summary");
    // The visitor has read down the open region's list to the next region's toggle, at the foot of the screen.
    await summary.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(0);

    await summary.click();
    await expect(below).toHaveAttribute("open", "");
    await expect(open).not.toHaveAttribute("open");
    const heading = below.getByRole("heading", { level: 3 });
    await expect(heading).toBeInViewport({ ratio: 1 });
    // In view below the sticky bars, not under them.
    const stickyBottom = await page.getByTestId("sticky-nav").evaluate((nav) => nav.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(stickyBottom);
    await expect(below.getByRole("link").first()).toBeVisible();
  });

  test("on a phone, every region is laid open under a plain heading, with no toggles", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shipping-locations");
    const regions = page.locator("details[name=location-regions]");
    const count = await regions.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) {
      const region = regions.nth(i);
      await expect(region.locator("summary")).toBeHidden();
      await expect(region.getByRole("heading", { level: 3 })).toBeVisible();
      await region.getByRole("link").first().scrollIntoViewIfNeeded();
      await expect(region.getByRole("link").first()).toBeVisible();
    }
  });
});
