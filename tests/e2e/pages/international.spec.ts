import { expect, test } from "@playwright/test";

test("the landing's regions: one open at a time on a phone, four plain columns on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/international-car-shipping");
  const regions = page.locator("details[name=shipping-regions]");
  expect(await regions.count()).toBeGreaterThan(2);
  const [first, second] = [regions.nth(0), regions.nth(1)];
  await expect(first.getByRole("link").first()).toBeHidden();
  await first.locator("summary").click();
  await expect(first.getByRole("link").first()).toBeVisible();
  await second.locator("summary").click();
  await expect(second.getByRole("link").first()).toBeVisible();
  await expect(first).not.toHaveAttribute("open");
  await expect(first.getByRole("link").first()).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  const count = await regions.count();
  for (let i = 0; i < count; i += 1) {
    const region = regions.nth(i);
    await expect(region.locator("summary")).toBeHidden();
    await expect(region.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(region.getByRole("link").first()).toBeVisible();
  }
});
