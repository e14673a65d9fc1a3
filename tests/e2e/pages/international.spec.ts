import { expect, test } from "@playwright/test";
import { overseasVehicles } from "@/lib/config/copy";

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

test("on a 320×568 phone the top bar is compact, whole, and an anchor it jumps to lands below it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/international-car-shipping");
  const bar = page.getByTestId("international-top-bar");
  const box = (await bar.boundingBox())!;
  // 152 px (27 % of the screen) before: a logo row, a row for the toggle and the button, then the links.
  expect(box.height).toBeLessThanOrEqual(96);
  for (const control of [
    bar.getByRole("link", { name: /home/ }),
    bar.getByRole("button", { name: /theme/i }),
    bar.getByRole("link", { name: "Request a quote" }),
    bar.getByRole("navigation", { name: "Page sections" }).getByRole("link").first(),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await bar.getByRole("link", { name: "Request a quote" }).click();
  const form = page.locator("#international-sideform");
  await expect(form).toBeInViewport();
  await expect
    .poll(async () => Math.round((await form.boundingBox())!.y - (await bar.boundingBox())!.height))
    .toBeGreaterThanOrEqual(0);
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing shows every vehicle kind it ships, trailers first, each with its picture and words", async ({
    page,
  }) => {
    await page.goto("/international-car-shipping");
    const cards = page.getByTestId("overseas-vehicles").getByRole("listitem");
    await expect(cards).toHaveCount(overseasVehicles.length);
    await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Trailers");
    for (const [index, vehicle] of overseasVehicles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(vehicle.label);
      await expect(card.getByText(vehicle.text)).toBeVisible();
      const image = card.getByRole("img", { name: `${vehicle.label} ready for overseas shipping` });
      await expect(image).toHaveAttribute("src", `/images/illustrations/${vehicle.image}.svg`);
    }
  });
});
