import { expect, test, type Page } from "@playwright/test";
import { siteConfig } from "../../../lib/config/site";
import { pickByKeyboard, readLeadOfOpportunity, readOpportunity, uniqueEmail } from "../quote/support";
import { bookingUrl } from "../support/booking";
import { axeViolations } from "../support/axe";
import { gotoWithTheme, type ThemeName } from "../support/site";

const phone = siteConfig.phones.main;

/**
 * The quick calculator on /quote, once its real form is mounted. The quote forms may load on the first sign
 * of a visitor (a mouse move), so the move is repeated until the form is there; a move before hydration is lost.
 */
async function quickCalculator(page: Page) {
  const form = page.locator("#quick-calculator form");
  await expect(async () => {
    await page.mouse.move(10 + Math.floor(Math.random() * 100), 10);
    await expect(form.getByRole("combobox", { name: "Pick up from" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return form;
}

test("a quick-calculator request lands on its booking page, a window is confirmed and the opportunity records it", async ({
  page,
}) => {
  const email = uniqueEmail("booking");
  await page.goto("/quote");
  const form = await quickCalculator(page);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Dallas", /Dallas, TX/);
  await form.getByLabel("Year").fill("2022");
  await form.getByRole("combobox", { name: "Make" }).fill("Honda");
  await form.getByRole("combobox", { name: "Model" }).fill("Civic");
  await form.getByRole("button", { name: "See my price" }).click();
  await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{20,}$/);
  const token = new URL(page.url()).pathname.split("/").pop() ?? "";

  await expect(page.getByRole("heading", { level: 1 })).toContainText("Miami, FL to Dallas, TX");
  await expect(page.getByRole("img", { name: "Route from Miami, FL to Dallas, TX" })).toBeVisible();
  await expect(page.getByText("2022 Honda Civic")).toBeVisible();
  await expect(page.getByTestId("booking-estimate")).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(page.getByText(/not a binding quote/)).toBeVisible();

  const confirmForm = page.getByRole("form", { name: "Confirm your pickup window" });
  const flexible = confirmForm.getByRole("radio", { name: /^Flexible/ });
  // The Flexible window's own price, as its option shows it: what the booking costs once it is chosen.
  const flexiblePrice =
    (await confirmForm.locator("label", { hasText: /^Flexible/ }).textContent())?.match(/\$[\d,]+ – \$[\d,]+/)?.[0] ??
    "";
  expect(flexiblePrice).toMatch(/^\$/);
  expect(flexiblePrice).not.toBe(await page.getByTestId("booking-estimate").textContent());
  await flexible.check();
  await confirmForm.getByRole("button", { name: "Confirm pickup window" }).click();
  await expect(confirmForm.getByText("Please enter a name")).toBeVisible();
  await confirmForm.getByLabel("First name").fill("Ana");
  await confirmForm.getByLabel("Email").fill(email);
  await confirmForm.getByLabel("Phone", { exact: true }).pressSequentially("3058712345");
  await confirmForm.getByRole("checkbox").check();
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/opportunity/${token}/confirm`));
  await confirmForm.getByRole("button", { name: "Confirm pickup window" }).click();
  expect((await answer).status()).toBe(200);

  const done = page.getByRole("status").filter({ hasText: "Your pickup window is booked" });
  await expect(done).toBeVisible();
  await expect(done).toContainText("Flexible: pickup");
  await expect(done).toContainText("Nothing is charged until a carrier is assigned");
  await expect(done.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
  await expect(page.getByRole("heading", { name: "Your pickup window is booked" })).toBeFocused();

  const stored = readOpportunity(token);
  expect(stored).toMatchObject({
    status: "confirmed",
    first_name: "Ana",
    email,
    phone: "(305) 871-2345",
    consent_given: 1,
  });
  expect(JSON.parse(String(stored?.pickup_window))).toMatchObject({
    kind: "flexible",
    from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });

  // The confirmed booking as the page shows it at once, without a reload, and the same after one.
  const bookingNumber = readLeadOfOpportunity(String(stored?.id));
  expect(bookingNumber).toMatch(/^Q-/);
  await expectConfirmedPage(page, flexiblePrice, bookingNumber ?? "");
  await expect(page.getByRole("heading", { name: "Your pickup window is booked" })).toBeFocused();
  await page.reload();
  await expectConfirmedPage(page, flexiblePrice, bookingNumber ?? "");
});

/** A confirmed booking: no confirm step or its call to pick, the chosen window's price, the booking number, the timeline. */
async function expectConfirmedPage(page: Page, windowPrice: string, bookingNumber: string) {
  await expect(page.getByRole("heading", { name: "Your pickup window is booked" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm pickup window" })).toHaveCount(0);
  await expect(page.getByText(/Pick a window and confirm/)).toHaveCount(0);
  await expect(page.getByTestId("booking-estimate")).toHaveText(windowPrice);
  await expect(page.getByRole("status").filter({ hasText: "Your pickup window is booked" })).toContainText(
    `Booking number ${bookingNumber}`,
  );
  await expect(page.getByRole("list", { name: "Shipment steps" }).locator(":scope > li").first()).toBeVisible();
}

test("an unknown booking link answers 404 with a friendly page, the phone number and a new quote", async ({ page }) => {
  const response = await page.goto(`/booking/${"x".repeat(32)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find this booking" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: phone.display, exact: true })).toHaveAttribute(
    "href",
    `tel:${phone.tel}`,
  );
  await expect(page.getByRole("link", { name: "Start a new quote" })).toHaveAttribute("href", "/quote");
  // Next.js adds its own noindex to a 404 beside the page's; every one must say noindex.
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
  expect((await page.goto("/booking/not-a-token"))?.status()).toBe(404);
});

for (const theme of ["light", "dark"] as ThemeName[]) {
  test(`axe finds no violations on the booking page in the ${theme} theme`, async ({ page, request }) => {
    await gotoWithTheme(page, await bookingUrl(request), theme);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const failures = await axeViolations(page, "booking page");
    await page.getByRole("button", { name: "Confirm pickup window" }).click();
    await expect(page.getByText("Please enter a name")).toBeVisible();
    failures.push(...(await axeViolations(page, "with errors")));
    await page.goto(`/booking/${"y".repeat(32)}`);
    failures.push(...(await axeViolations(page, "unknown link")));
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
