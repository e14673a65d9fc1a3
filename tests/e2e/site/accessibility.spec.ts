import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoWithTheme, landingPaths, sitemapPaths, type ThemeName } from "../support/site";

for (const theme of ["light", "dark"] as ThemeName[]) {
  test(`axe finds no violations on any sitemap or landing page in the ${theme} theme`, async ({ page, request }) => {
    const paths = [...(await sitemapPaths(request)), ...landingPaths];
    // About 3 s a page here, 6–7 s on a loaded 2-core CI runner.
    test.setTimeout(30_000 + paths.length * 15_000);
    const failures: string[] = [];
    for (const path of paths) {
      await gotoWithTheme(page, path, theme);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        const targets = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ");
        failures.push(`${path} [${theme}] ${v.id} (${v.impact}): ${v.help} → ${targets}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
