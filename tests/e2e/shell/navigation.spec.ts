import { expect, test, type Page } from "@playwright/test";
import { failChunkContaining, unrouteOnClose } from "../support/chunks";
import { expectLive } from "../support/early-pick";

/** Resolves true as soon as the page fetches a script chunk whose code contains `text`. */
function fetchedChunkWith(page: Page, text: string) {
  return new Promise<boolean>((resolve) => {
    page.on("response", async (response) => {
      if (!response.url().includes("/_next/static/chunks/")) return;
      if ((await response.text().catch(() => "")).includes(text)) resolve(true);
    });
  });
}

test.afterEach(unrouteOnClose);

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the sticky nav turns solid after 90 px of scroll, again after a reload there, and clear again at the top", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByTestId("sticky-nav");
    const clear = "rgba(0, 0, 0, 0)";
    await expect(nav).toHaveCSS("background-color", clear);
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(page.locator("html")).not.toHaveAttribute("data-scrolled");
    await expect(nav).toHaveCSS("background-color", clear);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(page.locator("html")).toHaveAttribute("data-scrolled");
    await expect(nav).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // A reload comes back at the same place, and the scroll that restores it turns the nav solid again.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-scrolled");
    await expect(nav).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toHaveCSS("background-color", clear);
  });

  test("an icon rail item opens on click, closes on a second click and on Escape", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const rail = page.getByTestId("icon-rail");
    const services = rail.getByRole("button", { name: "Services" });
    const panel = page.getByTestId("rail-panel-services");
    await expect(panel).toBeHidden();

    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Tractor Shipping" })).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();
  });

  test("hovering a rail item opens its submenu and leaving closes it", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const rail = page.getByTestId("icon-rail");
    // A hover is not replayed: it must come once the rail is live (it has taken its early pick then).
    await expectLive(rail);
    await rail.getByRole("button", { name: "Shipping guide" }).hover();
    const panel = page.getByTestId("rail-panel-guide");
    await expect(panel).toBeVisible();
    await page.mouse.move(900, 500);
    await expect(panel).toBeHidden();
  });

  test("a mouse click right after the hover keeps the submenu open, and a later click closes it", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const services = page.getByTestId("icon-rail").getByRole("button", { name: "Services" });
    const panel = page.getByTestId("rail-panel-services");
    await services.click();
    await expect(panel).toBeVisible();
    await page.waitForTimeout(600);
    await services.click();
    await expect(panel).toBeHidden();
  });

  test("the header's services panel: its code is fetched once the page is idle, and it opens and closes", async ({
    page,
  }) => {
    const panelsChunk = fetchedChunkWith(page, "All services");
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await panelsChunk, "the panels' code is fetched while the page is idle").toBe(true);
    const header = page.getByRole("navigation", { name: "Main" });
    const services = header.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "All services" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: "All services" })).toHaveCount(0);
  });

  test("when the panels' code cannot be fetched, the rail item goes back to closed; the next click opens it", async ({
    page,
  }) => {
    const letThrough = await failChunkContaining(page, "All services");
    await page.goto("/", { waitUntil: "networkidle" });
    const services = page.getByTestId("icon-rail").getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("rail-panel-services")).toHaveCount(0);

    letThrough();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("rail-panel-services")).toBeVisible();
  });

  test("hidden services stay out of the menus", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByTestId("icon-rail").getByRole("button", { name: "Services" }).click();
    const panel = page.getByTestId("rail-panel-services");
    await expect(panel.getByRole("link", { name: "RV Shipping" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Golf Cart Shipping" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "UTV Shipping" })).toHaveCount(0);
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens, locks page scroll, traps focus, closes on Escape and restores focus", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-scroll-locked", "");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // Tab through more stops than the drawer has: focus must never leave it.
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
      expect(inside, `focus left the drawer after ${i + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked", "");
    await expect(menuButton).toBeFocused();

    // Its quote link (rendered on the server) closes it and reaches the form on this page.
    await menuButton.click();
    await drawer.getByRole("link", { name: "Request a quote" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator("#main-form")).toBeInViewport();
  });

  test("when the drawer's code cannot be fetched, the menu stays closed and the page usable; the next tap opens it", async ({
    page,
  }) => {
    const letThrough = await failChunkContaining(page, "Close menu");
    await page.goto("/", { waitUntil: "networkidle" });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    letThrough();
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("a phone never fetches the desktop menus' panels", async ({ page }) => {
    const panelsChunk = fetchedChunkWith(page, "All services");
    await page.goto("/", { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    expect(await Promise.race([panelsChunk, Promise.resolve(false)])).toBe(false);
  });

  test("slides in from the left as it opens, and simply appears for reduced motion", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // Each animation frame's left edge while the drawer opens: it starts off screen and ends at 0.
    await page.evaluate(() => {
      const lefts: number[] = [];
      Object.assign(window, { __drawerLefts: lefts });
      const sample = () => {
        const drawer = document.querySelector("[data-testid=drawer]");
        if (drawer) lefts.push(Math.round(drawer.getBoundingClientRect().left));
        if (lefts.length < 30) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    const lefts = await page.evaluate(() => (window as unknown as { __drawerLefts: number[] }).__drawerLefts);
    expect(Math.min(...lefts)).toBeLessThan(0);
    await page.keyboard.press("Escape");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await drawer.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
  });

  test("accordion submenus expand inside the drawer", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const guide = drawer.getByRole("button", { name: "Shipping guide" });
    await expect(guide).toHaveAttribute("aria-expanded", "false");
    await guide.click();
    await expect(guide).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Vehicle preparation" })).toBeVisible();
  });
});

test.describe("the phone breakpoint", () => {
  test("shows the phone chrome at 768 px and the desktop's at 769 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByTestId("icon-rail")).toBeHidden();
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(page.getByTestId("icon-rail")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test("the skip link and the review source links are at least 24 px targets", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  const skipBox = (await skip.boundingBox())!;
  expect(Math.min(skipBox.width, skipBox.height)).toBeGreaterThanOrEqual(24);
  const source = page.getByTestId("reviews-viewport").locator("[data-slide] a[target=_blank]").first();
  await source.scrollIntoViewIfNeeded();
  // Near the screen the carousel replaces the server's list (reviews-carousel-island.tsx): measure the one it drew.
  await expectLive(page.getByRole("region", { name: "Customer reviews" }));
  const sourceBox = (await source.boundingBox())!;
  expect(sourceBox.height).toBeGreaterThanOrEqual(24);
});
