import { expect, test, type Page } from "@playwright/test";
import { bookingUrl } from "../support/booking";
import { axeViolations } from "../support/axe";
import { gotoWithTheme } from "../support/site";
import { fillDomesticForm, uniqueEmail, wakeQuoteForms } from "./support";

/**
 * On a phone (issue 39): the thank-you must be where the visitor looks after sending the form, and the call bar
 * fixed at the bottom must never cover the field that has focus (WCAG 2.2, 2.4.11), nor sit outside a landmark.
 */
const PHONE = { width: 390, height: 844 };

test("the thank-you is scrolled into view and focused after a submit at 390 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, uniqueEmail("thanks"));
  await form.getByRole("button", { name: "Get my quote" }).click();
  const thanks = form.getByRole("status").filter({ hasText: /was received/ });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport({ ratio: 1 });
  const bar = await page.getByTestId("mobile-call-bar").boundingBox();
  await expect
    .poll(async () => (await thanks.boundingBox())!.y + (await thanks.boundingBox())!.height)
    .toBeLessThanOrEqual(bar!.y);
});

/**
 * Resolves once the focused element has stood still for three animation frames: scrolling to focus may be
 * smooth, in the window or in a scrolling box, so its position is what is watched rather than a fixed wait.
 */
async function focusSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let stillFrames = 0;
        const tick = () => {
          const top = document.activeElement?.getBoundingClientRect().top ?? 0;
          stillFrames = top === last ? stillFrames + 1 : 0;
          last = top;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Tabs through the page's fields and says which focused one the call bar covers, if any. */
async function coveredWhileTabbing(page: Page, tabs: number): Promise<string[]> {
  const covered: string[] = [];
  for (let i = 0; i < tabs; i += 1) {
    await page.keyboard.press("Tab");
    await focusSettled(page);
    const found = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector('[data-testid="mobile-call-bar"]');
      if (!focused || !bar || bar.contains(focused) || !focused.closest("main")) return null;
      const box = focused.getBoundingClientRect();
      const barTop = bar.getBoundingClientRect().top;
      return box.bottom > barTop
        ? `${focused.tagName} "${focused.getAttribute("name") ?? focused.textContent?.trim()}"`
        : null;
    });
    if (found) covered.push(found);
  }
  return covered;
}

test("the call bar never covers the focused field on /quote or the booking page at 390 px", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto("/quote");
  await wakeQuoteForms(page);
  await page.locator("#main-form form").getByRole("combobox", { name: "Pick up from" }).focus();
  const onQuote = await coveredWhileTabbing(page, 12);
  await page.goto(await bookingUrl(request));
  await page.locator("main").focus();
  const onBooking = await coveredWhileTabbing(page, 25);
  expect({ onQuote, onBooking }).toEqual({ onQuote: [], onBooking: [] });
});

test("the call bar is a landmark, and axe finds nothing on /quote at 390 px in either theme", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const failures: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await gotoWithTheme(page, "/quote", theme);
    await expect(page.getByRole("complementary", { name: "Call us" })).toBeVisible();
    failures.push(...(await axeViolations(page, `/quote ${theme}`)));
  }
  expect(failures).toEqual([]);
});
