import type { APIRequestContext, Page } from "@playwright/test";

/** Paths of every URL in the sitemap (the sitemap is built with SITE_URL; tests use only the path). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

/** Noindex pages that are not in the sitemap but must pass the same checks. */
export const landingPaths = ["/quote", "/international-car-shipping"];

/** The narrowest phone a layout must fit without scrolling sideways. */
export const NARROWEST_PHONE = { width: 320, height: 640 };

/** How many pixels wider than its window the page is: above 0, it scrolls sideways. */
export function sidewaysExcess(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export type ThemeName = "light" | "dark";

/** Opens a page with the theme already chosen, as a returning visitor would. */
export async function gotoWithTheme(page: Page, path: string, theme: ThemeName) {
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.goto(path);
}
