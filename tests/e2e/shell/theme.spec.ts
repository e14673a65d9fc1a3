import { expect, test } from "@playwright/test";
import { holdChunksUntilActed } from "../support/chunks";

/**
 * Records the <html> theme at the moment <body> is first inserted, before anything can paint:
 * if it already matches the stored choice, there is no flash of the wrong theme.
 */
async function recordThemeAtFirstBody(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string };
    new MutationObserver((_, observer) => {
      if (document.body) {
        w.__themeAtBody = document.documentElement.classList.contains("dark") ? "dark" : "light";
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const themeAtBody = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody);

test("follows the system preference until the visitor chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the toggle works before hydration; the choice is stored under `theme` and applied before first paint after reloads", async ({
  context,
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  await page.emulateMedia({ colorScheme: "light" });
  await recordThemeAtFirstBody(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // No chunk of the page's own script arrives until the toggle has been clicked: the inline script alone runs it.
  const gate = await holdChunksUntilActed(context);
  gate.close();
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  await page.getByRole("banner").getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await expect(page.getByRole("banner").getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  gate.open();

  for (const path of ["/", "/quote"]) {
    await page.goto(path);
    expect(await themeAtBody(page)).toBe("dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
  }
  await page.reload();
  expect(await themeAtBody(page)).toBe("dark");
  expect(messages.filter((m) => /hydrat/i.test(m))).toEqual([]);
});

test("the drawer's toggle switches the theme on phones", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});
