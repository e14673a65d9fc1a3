import { expect, test, type BrowserContext } from "@playwright/test";
import { fillDomesticForm, readLead, uniqueEmail, wakeQuoteForms, submitQuote } from "../quote/support";
import { bookingUrl } from "../support/booking";
import { consoleErrors, recordViolations, scriptSrc, violationsOf } from "../support/csp";

/**
 * The booking page's nonce, and a lead sent under the enforced CSP. Every page's policy, with not one blocked
 * script, is checked by the walk over every page (tests/e2e/site/every-page.spec.ts).
 */

/** One browser context with the recorder on every document. */
async function recordingContext(newContext: () => Promise<BrowserContext>) {
  const context = await newContext();
  await context.addInitScript(recordViolations);
  return context;
}

test("the booking page's scripts carry the response's nonce, and a script injected without it is blocked", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await recordingContext(() => browser.newContext());
  const page = await context.newPage();
  const response = await page.goto(await bookingUrl(request));
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(response?.headers()["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  const nonces = await page.evaluate(() => [...document.scripts].filter((s) => s.src).map((s) => s.nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  // The page hydrated: its confirm form checks the fields in the browser.
  await page.getByRole("button", { name: "Confirm pickup window" }).click();
  await expect(page.getByText("Please enter a name")).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await violationsOf(page)).toEqual([expect.objectContaining({ directive: "script-src-elem" })]);
  await context.close();
});

test("a lead is submitted through the quote form under the policy", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await recordingContext(() => browser.newContext());
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const email = uniqueEmail("csp");
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, email);
  expect(readLead(await submitQuote(form))).toMatchObject({ email });
  expect(await violationsOf(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
