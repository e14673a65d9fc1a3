import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { fillDomesticForm, leadNumberFrom, readLead, uniqueEmail, wakeQuoteForms } from "../quote/support";
import { bookingUrl } from "../support/booking";
import { landingPaths, sitemapPaths, type ThemeName } from "../support/site";

/**
 * Every kind of page runs under the enforced CSP (no 'unsafe-inline' in script-src) without one blocked
 * script: prerendered pages allowed by their inline scripts' hashes, the booking page, a 404 and an error
 * page, rendered on request, by a nonce (lib/security/page-policy.ts). One page load per URL and theme.
 */

type Violation = { directive: string; blocked: string; sample: string };
type Recorded = { violations: Violation[]; url: string };

/** Records each `securitypolicyviolation` of the document, from before its first script. */
function recordViolations() {
  const w = window as unknown as { __cspViolations: Violation[] };
  w.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    w.__cspViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
  });
}

async function violations(page: Page): Promise<Recorded> {
  return {
    url: page.url(),
    violations: await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  };
}

/** One browser context per theme: the returning visitor's stored choice, and the recorder on every document. */
async function themedContext(newContext: () => Promise<BrowserContext>, theme: ThemeName) {
  const context = await newContext();
  await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await context.addInitScript(recordViolations);
  return context;
}

/** The console errors of a page, but the browser's own note of the status a 404 or 500 page was sent with. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (
      m.type() === "error" &&
      !/^Failed to load resource: the server responded with a status of (404|500)/.test(m.text())
    )
      errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

const scriptSrc = (policy: string | undefined) => /(?:^|; )script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";

/** A booking link whose stored request no longer parses: its page fails on the server and renders the error page. */
async function brokenBookingUrl(request: Parameters<typeof bookingUrl>[0]): Promise<string> {
  const url = await bookingUrl(request);
  const db = new DatabaseSync(path.resolve(E2E_DATA_DIR, "shiplux.sqlite"));
  try {
    db.prepare("UPDATE opportunities SET request_json = '{' WHERE token = ?").run(url.split("/").pop() ?? "");
  } finally {
    db.close();
  }
  return url;
}

for (const theme of ["light", "dark"] as const) {
  test(`every page, the booking page, the 404 and an error page run with no CSP violation (${theme})`, async ({
    browser,
    request,
  }) => {
    // About 100 page loads in one context: a few minutes on a busy machine.
    test.setTimeout(900_000);
    const paths = [...(await sitemapPaths(request)), ...landingPaths];
    expect(paths.length).toBeGreaterThan(50);
    const booking = new URL(await bookingUrl(request), "http://x").pathname;
    const broken = new URL(await brokenBookingUrl(request), "http://x").pathname;
    const expected = new Map<string, number>([
      ...paths.map((p) => [p, 200] as const),
      [booking, 200],
      ["/no-such-page", 404],
      ["/blog/no-such-post", 404],
      [`/booking/${"x".repeat(32)}`, 404],
      [broken, 500],
    ]);

    const context = await themedContext(() => browser.newContext(), theme);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const problems: string[] = [];
    for (const [path, status] of expected) {
      const response = await page.goto(path, { waitUntil: "load" });
      const policy = response?.headers()["content-security-policy"];
      if (response?.status() !== status) problems.push(`${path}: status ${response?.status()}, expected ${status}`);
      if (!/'(sha256|nonce)-/.test(scriptSrc(policy)) || /'unsafe-inline'/.test(scriptSrc(policy)))
        problems.push(`${path}: script-src ${scriptSrc(policy)}`);
      const recorded = await violations(page);
      for (const v of recorded.violations) problems.push(`${path}: ${v.directive} blocked ${v.blocked} ${v.sample}`);
      // The theme script ran: the inline <head> script is what sets the class before first paint. Only on a
      // page: for a 404 or error rendered on request Next.js sends its bare error shell (<html id="__next_error__">)
      // and React draws the page in the browser, where a <script> React creates never runs.
      const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      if (status === 200 && dark !== (theme === "dark")) problems.push(`${path}: the theme script did not run`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
    // The error page logs the server's failure (React's minified #441 with its digest): that is its job.
    const unexpected = errors.filter((e) => !e.startsWith(new URL(broken, page.url()).href));
    expect(unexpected, unexpected.join("\n")).toEqual([]);
    await context.close();
  });
}

test("the booking page's scripts carry the response's nonce, and a script injected without it is blocked", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await themedContext(() => browser.newContext(), "light");
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
  const recorded = await violations(page);
  expect(recorded.violations).toEqual([expect.objectContaining({ directive: "script-src-elem" })]);
  await context.close();
});

test("a lead is submitted through the quote form under the policy", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await themedContext(() => browser.newContext(), "light");
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const email = uniqueEmail("csp");
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, email);
  await form.getByRole("button", { name: "Get my quote" }).click();
  const received = form.getByText(/was received/);
  await expect(received).toBeVisible();
  expect(readLead(leadNumberFrom((await received.textContent()) ?? ""))).toMatchObject({ email });
  expect((await violations(page)).violations).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
