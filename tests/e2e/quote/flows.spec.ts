import { expect, test } from "@playwright/test";
import {
  fillDomesticForm,
  pickByKeyboard,
  readLead,
  readOpportunity,
  uniqueEmail,
  wakeQuoteForms,
  submitQuote,
} from "./support";

test("an international quote from a non-US origin preselects Port to door and is stored", async ({ page }) => {
  const email = uniqueEmail("intl");
  await page.goto("/international-car-shipping");
  await wakeQuoteForms(page);
  const form = page.locator("#international-sideform form");
  await expect(form.getByRole("button", { name: "International" })).toHaveAttribute("aria-pressed", "true");
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Hamburg", /Hamburg/);
  await expect(form.getByLabel("Shipping method")).toHaveValue("Port to door");
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Miami", /Miami/);
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel("Year").fill("2020");
  await form.getByRole("combobox", { name: "Make" }).fill("BMW");
  await form.getByRole("combobox", { name: "Model" }).fill("X5");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText(/Step 3 \/ 3/)).toBeVisible();
  await form.getByLabel("First name").fill("Jonas");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("+49 30 901820");
  const lead = readLead(await submitQuote(form));
  expect(lead).toMatchObject({
    kind: "international",
    origin_country: "DE",
    shipping_method: "Port to door",
    template_id: "International",
    email,
  });
});

test("the quick calculator lands on the url the API returns", async ({ page }) => {
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#quick-calculator form");
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Dallas", /Dallas, TX/);
  await form.getByLabel("Year").fill("2022");
  await form.getByRole("combobox", { name: "Make" }).fill("Honda");
  await form.getByRole("combobox", { name: "Model" }).fill("Civic");
  const answer = page.waitForResponse((r) => r.url().includes("/api/opportunity/create-and-redirect-booking"));
  await form.getByRole("button", { name: "See my price" }).click();
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{20,}$/);
  const token = new URL(page.url()).pathname.split("/").pop() ?? "";
  expect(readOpportunity(token)).toMatchObject({ token, status: expect.any(String) });
  expect(JSON.parse(String(readOpportunity(token)?.request_json))).toMatchObject({
    origin_city: "Miami",
    destination_city: "Dallas",
  });
});

test("a server failure shows 'Something went wrong.' and keeps what was typed", async ({ page }) => {
  const email = uniqueEmail("failure");
  await page.route("**/api/leads/simple-create-sdk", (route) => route.abort("failed"));
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, email);
  await form.getByRole("button", { name: "Get my quote" }).click();
  await expect(form.getByRole("alert")).toContainText("Something went wrong.");
  await expect(form.getByRole("alert")).toContainText("(855) 427-2370");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("First name")).toHaveValue("Ana");
});

test("attribution from a landing page without the form is carried to a lead submitted on another page", async ({
  page,
}) => {
  const email = uniqueEmail("attribution");
  const landing = "/services/enclosed-auto-shipping";
  await page.goto(`${landing}?marketing_id=abc&fbclid=xyz&utm_source=google`);
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, email);
  const lead = readLead(await submitQuote(form));
  expect(lead).toMatchObject({ marketing_id: "abc", fbclid: "xyz", email });
  const touch = { utm_source: "google", landing_path: landing };
  expect(JSON.parse(String(lead?.attribution_json))).toEqual({ first: touch, last: touch });
});

test("the estimate appears after step 2 and changes with Enclosed transport", async ({ page }) => {
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Seattle", /Seattle, WA/);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Phoenix", /Phoenix, AZ/);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByTestId("estimate-range")).toHaveCount(0);
  await form.getByLabel("Year").fill("2021");
  await form.getByRole("combobox", { name: "Make" }).fill("Toyota");
  await form.getByRole("combobox", { name: "Model" }).fill("RAV4");
  await form.getByRole("button", { name: "Next" }).click();
  const range = form.getByTestId("estimate-range");
  await expect(range).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  const open = await range.textContent();
  await expect(form.getByText(/miles · typically/)).toBeVisible();
  await form.getByRole("button", { name: "Back" }).click();
  await form.getByRole("button", { name: "Back" }).click();
  await form.getByRole("radio", { name: "Enclosed" }).check();
  await form.getByRole("button", { name: "Next" }).click();
  await expect(range).toBeVisible();
  await expect(range).not.toHaveText(open ?? "");
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a quote is completed and received on /quote", async ({ page }) => {
    const email = uniqueEmail("phone");
    await page.goto("/quote");
    await wakeQuoteForms(page);
    const form = page.locator("#main-form form");
    await fillDomesticForm(page, form, email);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(readLead(await submitQuote(form))).toMatchObject({
      email,
      origin_city: "Miami",
    });
  });
});
