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
