import { expect, test } from "@playwright/test";
import { addDays, addMonths, addYears, endOfWeek, format, isBefore, startOfDay } from "date-fns";
import { messages } from "@/lib/quote/messages";
import { lastShipDate } from "@/lib/quote/rules";
import { wakeQuoteForms } from "./support";

const dayName = (day: Date) => format(day, "EEEE, MMMM d, yyyy");

/** One visit to /quote: the place combobox's scrolling, then the ship date calendar's keys, focus and typed dates. */
test("the quote form's combobox and calendar work from the keyboard in the real page", async ({ page }) => {
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");

  await test.step("ArrowDown to the 10th suggestion scrolls it into the list's view", async () => {
    const box = form.getByRole("combobox", { name: "Pick up from" });
    await box.pressSequentially("San", { delay: 20 });
    const list = page.locator(`[id="${await box.getAttribute("aria-controls")}"]`);
    const options = list.getByRole("option");
    await expect(options).toHaveCount(10);
    for (let i = 0; i < 10; i += 1) await page.keyboard.press("ArrowDown");
    const tenth = options.nth(9);
    await expect(tenth).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await tenth.getAttribute("id")) ?? "");
    await expect(tenth).toBeInViewport({ ratio: 1 });
    const listBox = await list.boundingBox();
    const optionBox = await tenth.boundingBox();
    expect(listBox && optionBox).toBeTruthy();
    expect(optionBox!.y).toBeGreaterThanOrEqual(listBox!.y);
    expect(optionBox!.y + optionBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 0.5);
    await page.keyboard.press("Escape");
  });

  await test.step("Tab with a long list open goes to the next field, not into the list", async () => {
    // Chrome makes a scrolling box without focusable children a Tab stop: the list must not be one, or Tab
    // lands in it, the box's blur hides it, and focus falls to the page (the keyboard walk's old flake).
    const box = form.getByRole("combobox", { name: "Pick up from" });
    const list = page.locator(`[id="${await box.getAttribute("aria-controls")}"]`);
    await box.focus();
    await page.keyboard.press("ArrowDown");
    await expect(list).toBeVisible();
    expect(await list.evaluate((ul) => ul.scrollHeight > ul.clientHeight)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(form.getByRole("combobox", { name: "Deliver to" })).toBeFocused();
    await expect(list).toBeHidden();
  });

  const dateBox = form.getByRole("combobox", { name: "Ship date" });
  const dialog = form.getByRole("dialog");
  const today = startOfDay(new Date());
  const last = lastShipDate();
  const expectFocusOn = (day: Date) => expect(dialog.getByRole("button", { name: dayName(day) })).toBeFocused();

  await test.step("the calendar names its columns in full and moves by the APG keys, clamped to the days that can be picked", async () => {
    await dateBox.focus();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("columnheader", { name: "Monday", exact: true })).toHaveText("MoMonday");
    await page.keyboard.press("ArrowDown");
    await expectFocusOn(today);
    await page.keyboard.press("End");
    await expectFocusOn(endOfWeek(today));
    await page.keyboard.press("Home");
    await expectFocusOn(today);
    await page.keyboard.press("PageDown");
    await expectFocusOn(addMonths(today, 1));
    await expect(dialog).toContainText(format(addMonths(today, 1), "MMMM yyyy"));
    await page.keyboard.press("Shift+PageDown");
    await expectFocusOn(last);
    await page.keyboard.press("Shift+PageUp");
    const yearBefore = addYears(last, -1);
    await expectFocusOn(isBefore(yearBefore, today) ? today : yearBefore);
  });

  await test.step("Tab stays in the open calendar; Escape gives focus back to the box", async () => {
    const focusedDay = dialog.locator('[role="grid"] button[tabindex="0"]');
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Previous month" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(focusedDay).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(dateBox).toBeFocused();
  });

  await test.step("a date typed as MM/DD/YYYY is taken, an impossible one gets the date message", async () => {
    const typed = format(addDays(today, 10), "MM/dd/yyyy");
    await dateBox.fill(typed);
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText(messages.location).first()).toBeVisible();
    await expect(dateBox).toHaveValue(typed);
    await expect(form.getByText(messages.date, { exact: true })).toHaveCount(0);
    await dateBox.fill("02/30/2026");
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText(messages.date, { exact: true })).toBeVisible();
    await expect(dateBox).toHaveAttribute("aria-invalid", "true");
  });
});
