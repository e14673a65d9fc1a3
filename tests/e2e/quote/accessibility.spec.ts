import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { gotoWithTheme, type ThemeName } from "../support/site";
import { pickByKeyboard, wakeQuoteForms } from "./support";

for (const theme of ["light", "dark"] as ThemeName[]) {
  test(`axe finds no violations on any quote form step in the ${theme} theme`, async ({ page }) => {
    await gotoWithTheme(page, "/quote", theme);
    const form = page.locator("#main-form form");
    const failures: string[] = [];
    failures.push(...(await axeViolations(page, "skeleton", "#main-form")));
    failures.push(...(await axeViolations(page, "quick calculator skeleton", "#quick-calculator")));
    await wakeQuoteForms(page);
    failures.push(...(await axeViolations(page, "step 1", "#main-form")));
    failures.push(...(await axeViolations(page, "quick calculator", "#quick-calculator")));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Please enter a location").first()).toBeVisible();
    failures.push(...(await axeViolations(page, "step 1 errors", "#main-form")));
    await form.getByRole("combobox", { name: "Ship date" }).focus();
    await expect(form.getByRole("dialog")).toBeVisible();
    failures.push(...(await axeViolations(page, "calendar", "#main-form")));
    await page.keyboard.press("Escape");
    await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
    await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Boston", /Boston, MA/);
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Please enter a make")).toBeVisible();
    failures.push(...(await axeViolations(page, "step 2 errors", "#main-form")));
    await form.getByLabel("Year").fill("2021");
    await form.getByRole("combobox", { name: "Make" }).fill("Toyota");
    await form.getByRole("combobox", { name: "Model" }).fill("Camry");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Get my quote" }).click();
    await expect(form.getByText("Please enter a name")).toBeVisible();
    failures.push(...(await axeViolations(page, "step 3 errors", "#main-form")));
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
