import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { BOOKING_PAGE_JS_KB } from "../../../scripts/lib/budgets";
import { CONSENT_TEXT } from "../../../components/quote/form/consent";
import { uniqueEmail } from "../quote/support";
import { axeViolations } from "../support/axe";
import { bookingUrl } from "../support/booking";
import { recordViolations, violationsOf } from "../support/csp";
import { gotoWithTheme, type ThemeName } from "../support/site";

/** A booking confirmed through the real endpoint, its window chosen: the order is ready to sign. */
async function confirmedBooking(request: APIRequestContext): Promise<string> {
  // Its own request (the endpoint answers the same link for the same one): the timeline spec books "Open" too.
  const url = await bookingUrl(request, { transport_type: "Open", marketing_id: `sign${Date.now()}` });
  const token = url.replace("/booking/", "");
  const confirmed = await request.post(`/api/opportunity/${token}/confirm`, {
    data: {
      window: "standard",
      first_name: "Ana",
      email: uniqueEmail("signing"),
      phone: "(305) 871-2345",
      consent: { given: false, text: CONSENT_TEXT, shownAt: new Date().toISOString() },
    },
  });
  expect(confirmed.status()).toBe(200);
  return token;
}

/** Reads a PDF's text with Debian's pdftotext, and its signatures with pdfsig: readers independent of the site. */
function readPdf(bytes: Buffer, tool: "pdftotext" | "pdfsig"): string {
  const dir = mkdtempSync(path.join(tmpdir(), "signing-e2e-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    return execFileSync(tool, tool === "pdftotext" ? [file, "-"] : [file], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Presses Tab until the element with `id` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 80; i++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached #${id}`);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const failures = await axeViolations(page, label);
  expect(failures, failures.join("\n")).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The scripts a first visit to `path` loads, in KB as sent (compressed) and decoded. */
async function scriptKb(browser: Browser, path: string): Promise<{ sent: number; decoded: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "load" });
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .filter((e) => e.initiatorType === "script")
        .map((e) => [e.encodedBodySize, e.decodedBodySize]),
    );
    const kb = (i: number) => sizes.reduce((sum, s) => sum + (s[i] ?? 0), 0) / 1024;
    return { sent: kb(0), decoded: kb(1) };
  } finally {
    await context.close();
  }
}

test("a visitor signs the order on a phone with the keyboard alone: disclosure code, name, box; the PDF verifies", async ({
  page,
  context,
  request,
  browser,
}) => {
  // Four axe runs and two PDF checks on a loaded two-core machine.
  test.setTimeout(180_000);
  await context.addInitScript(recordViolations);
  const token = await confirmedBooking(request);

  for (const theme of ["dark", "light"] as ThemeName[]) {
    await gotoWithTheme(page, `/booking/${token}`, theme);
    await expect(page.getByRole("heading", { name: "Your order", exact: true, level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, `order to sign [${theme}]`);
  }
  await expect(page.getByText("Nothing is charged now, when you sign.")).toBeVisible();
  const orderShown = Date.now();
  // Stripe is configured here (its stand-in, playwright.config.ts): the charge goes to the card saved after
  // signing. Without Stripe keys the terms say "by phone" (tests/integration/orders/sign-suite.ts).
  await expect(page.getByText(/is charged to the card you save with us/)).toBeVisible();

  // The visitor opens the disclosure PDF from its link and reads the code printed in it.
  const pdfHref = await page.getByRole("link", { name: "consumer disclosure (PDF)" }).getAttribute("href");
  const disclosure = await request.get(pdfHref ?? "");
  expect(disclosure.headers()["content-type"]).toBe("application/pdf");
  const code = /Your code: ([A-Z0-9]{6})/.exec(readPdf(await disclosure.body(), "pdftotext"))?.[1] ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  // First without the box: the form comes back with the error beside the box (the code and name are typed again:
  // a name is never put in the redirect's URL).
  await tabTo(page, "disclosure_code");
  await page.keyboard.type(code.toLowerCase());
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ana María Pérez");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/booking/${token}\\?sign_errors=agree#sign$`));
  const box = page.locator("#agree");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#agree-error")).toHaveText("Tick the box to agree to the order and sign it.");
  await expectNoAxeViolations(page, "form with an error [light]");

  await tabTo(page, "disclosure_code");
  await page.keyboard.type(code);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ana María Pérez");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign the order" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Your order is signed" })).toBeVisible();
  await expect(page.getByText("Signed by Ana María Pérez.", { exact: false })).toBeVisible();
  const steps = page.getByRole("list", { name: "Shipment steps" }).locator(":scope > li");
  await expect(steps.nth(1)).toHaveText(/^.?Order signed\s*Done/u);
  await expectNoAxeViolations(page, "signed [light]");

  const signedHref = await page.getByRole("link", { name: "Download your signed order (PDF)" }).getAttribute("href");
  const signed = await request.get(signedHref ?? "");
  expect(signed.status()).toBe(200);
  const report = readPdf(await signed.body(), "pdfsig");
  expect(report).toContain("Signature Type: ETSI.CAdES.detached");
  expect(report).toContain("Signature Validation: Signature is Valid.");
  expect(report).toContain("Total document signed");

  // Then the card, in the same visit: Checkout's hosted page (the stand-in's), and back to the booking page.
  const savingStarted = Date.now();
  await page.getByRole("link", { name: "Save a credit or debit card (Stripe)" }).click();
  await expect(page.getByRole("heading", { name: "Save a card" })).toBeVisible();
  await page.getByRole("button", { name: "Save visa card" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${token}`));
  const saved = page.getByRole("list", { name: "Shipment steps" }).locator(":scope > li", { hasText: "Card saved" });
  await expect(saved).toContainText("Visa ending in 4242");
  await expect(saved).toContainText("Nothing charged yet");
  const now = Date.now();
  console.log(
    `signing: order shown to card saved in ${now - orderShown} ms (of which the card ${now - savingStarted} ms), ` +
      "on a phone viewport by keyboard, with the axe check after signing and the stand-in's Checkout page",
  );
  await expect(page.getByText(/Deposit charged|charged to your card/)).toHaveCount(0);
  await expectNoAxeViolations(page, "card saved [light]");

  // The page's scripts on a first visit, against their budget (scripts/lib/budgets.ts, docs/benchmarks.md).
  const js = await scriptKb(browser, `/booking/${token}`);
  console.log(
    `signing: the booking page's scripts ${js.sent.toFixed(1)} KB as sent, ${js.decoded.toFixed(1)} KB decoded`,
  );
  expect(js.sent).toBeGreaterThan(0);
  expect(js.sent).toBeLessThanOrEqual(BOOKING_PAGE_JS_KB);

  expect(await violationsOf(page)).toEqual([]);
  // The booking page's form posts as plain HTML: signing and saving a card added no script of their own.
  expect(await page.locator("script[src*='order'], script[src*='stripe']").count()).toBe(0);
});
