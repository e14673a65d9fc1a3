import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Menus and flyouts stay inside the window at every width and height (issue 39): the services mega-menu was
 * centred on its button and lost its first column off the left edge from 769 to 1440 px, and the rail's Help
 * flyout ran off a short window. A link outside the window is one keyboard focus can land on unseen.
 */
type Box = { left: number; top: number; right: number; bottom: number };

async function windowBox(page: Page): Promise<Box> {
  return page.evaluate(() => ({
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: window.innerHeight,
  }));
}

/** Where `element` leaves the window, as text (empty when it is wholly inside). */
async function outside(element: Locator, window: Box): Promise<string[]> {
  const box = await element.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
  const problems: string[] = [];
  if (box.left < window.left) problems.push(`left edge at ${Math.round(box.left)} px`);
  if (box.right > window.right) problems.push(`right edge at ${Math.round(box.right)} of ${window.right} px`);
  if (box.top < window.top) problems.push(`top edge at ${Math.round(box.top)} px`);
  if (box.bottom > window.bottom) problems.push(`bottom edge at ${Math.round(box.bottom)} of ${window.bottom} px`);
  return problems;
}

/** The panel a disclosure button controls, once it is open. */
async function openPanel(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const id = await button.getAttribute("aria-controls");
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel.getByRole("link").first()).toBeVisible();
  return panel;
}

for (const width of [769, 1024, 1280, 1440]) {
  test(`the services menu and each of its links are inside a ${width} px window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    const panel = await openPanel(page, button);
    const window = await windowBox(page);
    expect(await outside(panel, window)).toEqual([]);
    for (const link of await panel.getByRole("link").all()) {
      const name = (await link.textContent()) ?? "";
      const sideways = (await outside(link, window)).filter((p) => p.startsWith("left") || p.startsWith("right"));
      expect(sideways, name).toEqual([]);
    }
    await expect(panel.getByRole("link", { name: "Open Auto Shipping" }).first()).toBeInViewport({ ratio: 1 });
  });
}

for (const size of [
  { width: 1024, height: 600 },
  { width: 1280, height: 520 },
  { width: 800, height: 480 },
]) {
  test(`every rail flyout is inside a ${size.width}×${size.height} window`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    const rail = page.getByTestId("icon-rail");
    const buttons = await rail.locator("button[aria-expanded]").all();
    expect(buttons.length).toBeGreaterThan(1);
    const window = await windowBox(page);
    const problems: string[] = [];
    for (const button of buttons) {
      const panel = await openPanel(page, button);
      const label = (await button.getAttribute("aria-label")) ?? "";
      problems.push(...(await outside(panel, window)).map((p) => `${label}: ${p}`));
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
    expect(problems).toEqual([]);
  });
}

test("on a 1024×600 window, Tab walks every link of the Help flyout and each one it lands on is in sight", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto("/");
  const button = page.getByTestId("icon-rail").getByRole("button", { name: "Help", exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  // The flyout's links are rendered when it opens: count them once they are there.
  await expect(panel.getByRole("link").first()).toBeVisible();
  const count = await panel.getByRole("link").count();
  expect(count).toBeGreaterThan(3);
  const unseen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(panel.locator(":focus")).toHaveCount(1);
    // In sight: inside the window and not clipped by the flyout's own scrolling box.
    const seen = await focused.evaluate(
      (link) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve(entry?.intersectionRatio ?? 0);
          });
          observer.observe(link);
        }),
    );
    if (seen < 1) unseen.push(`${(await focused.textContent()) ?? ""}: ${Math.round(seen * 100)} % in sight`);
  }
  expect(unseen).toEqual([]);
});
