import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoWithTheme, type ThemeName } from "../support/site";
import { pickByKeyboard, wakeQuoteForms } from "./support";

async function violations(page: Page, selector: string, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations.map(
    (v) =>
      `${label} ${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

for (const theme of ["light", "dark"] as ThemeName[]) {
  test(`axe finds no violations on any quote form step in the ${theme} theme`, async ({ page }) => {
    await gotoWithTheme(page, "/quote", theme);
    const form = page.locator("#main-form form");
    const failures: string[] = [];
    failures.push(...(await violations(page, "#main-form", "skeleton")));
    failures.push(...(await violations(page, "#quick-calculator", "quick calculator skeleton")));
    await wakeQuoteForms(page);
    failures.push(...(await violations(page, "#main-form", "step 1")));
    failures.push(...(await violations(page, "#quick-calculator", "quick calculator")));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Please enter a location").first()).toBeVisible();
    failures.push(...(await violations(page, "#main-form", "step 1 errors")));
    await form.getByRole("combobox", { name: "Ship date" }).focus();
    await expect(form.getByRole("dialog")).toBeVisible();
    failures.push(...(await violations(page, "#main-form", "calendar")));
    await page.keyboard.press("Escape");
    await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
    await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Boston", /Boston, MA/);
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Please enter a make")).toBeVisible();
    failures.push(...(await violations(page, "#main-form", "step 2 errors")));
    await form.getByLabel("Year").fill("2021");
    await form.getByRole("combobox", { name: "Make" }).fill("Toyota");
    await form.getByRole("combobox", { name: "Model" }).fill("Camry");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Get my quote" }).click();
    await expect(form.getByText("Please enter a name")).toBeVisible();
    failures.push(...(await violations(page, "#main-form", "step 3 errors")));
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
