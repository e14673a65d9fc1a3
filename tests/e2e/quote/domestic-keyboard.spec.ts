import { expect, test } from "@playwright/test";
import { format } from "date-fns";
import { attachFocusLog, leadNumberFrom, readLead, recordFocus, uniqueEmail } from "./support";

test.afterEach(async ({ page }, info) => attachFocusLog(page, info));

test("a domestic quote with two vehicles from the home page, keyboard only, is stored with every field", async ({
  page,
}) => {
  // About 100 key presses and four lookups: 12 s here, past the default 60 s on a loaded 2-core CI runner.
  test.slow();
  const email = uniqueEmail("keyboard");
  await recordFocus(page);
  await page.goto("/");
  const form = page.locator("#main-form form");
  // The form is an island: its static step 1 shows at once, and the first key brings the real form.
  await expect(page.locator("#main-form").getByText(/Step 1 \/ 3/)).toBeVisible();

  // Tab from the top of the page to the first field, as a keyboard user does.
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.id === "quote-full-origin")) break;
  }
  await expect(form.getByRole("combobox", { name: "Pick up from" })).toBeFocused();
  await expect(form.getByText(/Step 1 \/ 3/)).toBeVisible();
  const choose = async (text: string, option: RegExp) => {
    await page.keyboard.type(text, { delay: 20 });
    await expect(form.getByRole("option", { name: option }).first()).toBeVisible();
    const labels = await form.locator('[role="listbox"]:not([hidden]) [role="option"]').allTextContents();
    const index = labels.findIndex((label) => option.test(label));
    for (let i = 0; i <= index; i += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
  };
  await choose("Miami", /^Miami, FL/);
  await page.keyboard.press("Tab");
  await choose("New York", /^New York, NY/);
  await page.keyboard.press("Tab");
  await expect(form.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form.getByRole("dialog")).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(form.getByRole("radio", { name: "Open" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "Enclosed" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Next" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(form.getByText(/Step 2 \/ 3/)).toBeVisible();
  await expect(form.getByLabel("Year")).toBeFocused();
  await page.keyboard.type("2021");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("combobox", { name: "Make" })).toBeFocused();
  await page.keyboard.type("Toyota");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("combobox", { name: "Model" })).toBeFocused();
  await page.keyboard.type("Camry");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Vehicle type")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("radio", { name: "Yes" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Vehicle name (optional)")).toBeFocused();
  await page.keyboard.type("Mom's car");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Add another vehicle" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Year")).toBeFocused();
  await page.keyboard.type("2018");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ford");
  await page.keyboard.press("Tab");
  await page.keyboard.type("F-150");
  await page.keyboard.press("Tab");
  await page.keyboard.press("P");
  await expect(form.getByLabel("Vehicle type")).toHaveValue("Pickup");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "No" })).toBeChecked();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");

  await expect(form.getByText(/Step 3 \/ 3/)).toBeVisible();
  await expect(form.getByTestId("estimate-range")).toBeVisible();
  await expect(form.getByLabel("First name")).toBeFocused();
  await page.keyboard.type("Ana");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("3058712345");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("checkbox")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");

  const received = form.getByText(/was received/);
  await expect(received).toBeVisible();
  await expect(form.getByText(/Step 1 \/ 3/)).toBeVisible();
  const lead = readLead(leadNumberFrom((await received.textContent()) ?? ""));
  expect(lead).toMatchObject({
    kind: "sdk",
    origin_city: "Miami",
    origin_state: "FL",
    origin_country: "US",
    destination_city: "New York",
    destination_state: "NY",
    destination_country: "US",
    ship_date: format(new Date(), "yyyy-MM-dd"),
    transport_type: "Enclosed",
    first_name: "Ana",
    email,
    phone: "(305) 871-2345",
    lead_type: "marketing_home",
    source_key: "shiplux-web",
    consent_given: 1,
  });
  expect(String(lead?.origin_postal_code)).toMatch(/^\d{5}$/);
  expect(String(lead?.destination_postal_code)).toMatch(/^\d{5}$/);
  expect(String(lead?.consent_text)).toContain("not a condition of purchase");
  expect(JSON.parse(String(lead?.vehicles_json))).toEqual([
    expect.objectContaining({ make: "Toyota", model: "Camry", year: 2021, inop: 0, type: "Car", name: "Mom's car" }),
    expect.objectContaining({ make: "Ford", model: "F-150", year: 2018, inop: 1, type: "Pickup" }),
  ]);
  expect(JSON.parse(String(lead?.estimate_json))).toMatchObject({ currency: "USD", lineItems: expect.any(Array) });
});
