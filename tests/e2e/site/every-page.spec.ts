import { expect, test, type Page, type ViewportSize } from "@playwright/test";
import { addDays, format } from "date-fns";
import { siteDb } from "../support/site-db";
import { addAxeToEveryDocument, axeInDocument } from "../support/axe";
import { bookingUrl } from "../support/booking";
import { consoleErrors, recordViolations, scriptSrc, violationsOf } from "../support/csp";
import { landingPaths, NARROWEST_PHONE, sidewaysExcess, sitemapPaths } from "../support/site";

/**
 * One walk over every page a visitor can reach, loaded once in each theme: axe, and the enforced CSP (no
 * 'unsafe-inline' in script-src) with not one blocked script: prerendered pages allowed by their inline scripts'
 * hashes, the booking page, the 404s and an error page, rendered on request, by a nonce
 * (lib/security/page-policy.ts). The dark load is at the desktop width; the light load is at the narrowest phone,
 * where each page must also not scroll sideways (what content puts in a layout: a post's table was 142 px too wide
 * at 320 px; tests/e2e/shell/no-sideways-scroll.spec.ts covers the layouts at every width). The pages are shared
 * between two tests so both workers walk.
 */
const SHARDS = 2;

type Visit = { path: string; status: number };

/**
 * A booking link whose stored request no longer parses: its page fails on the server and renders the error page.
 * A booking of its own (another ship date), so no other test's booking is the one broken.
 */
async function brokenBookingUrl(request: Parameters<typeof bookingUrl>[0]): Promise<string> {
  const url = await bookingUrl(request, { ship_date: format(addDays(new Date(), 3), "yyyy-MM-dd") });
  const db = siteDb({ write: true });
  try {
    db.prepare("UPDATE opportunities SET request_json = '{' WHERE token = ?").run(url.split("/").pop() ?? "");
  } finally {
    db.close();
  }
  return url;
}

async function visits(request: Parameters<typeof bookingUrl>[0]): Promise<Visit[]> {
  const pages = [...(await sitemapPaths(request)), ...landingPaths];
  expect(pages.length).toBeGreaterThan(50);
  const pathOf = (url: string) => new URL(url, "http://x").pathname;
  return [
    ...pages.map((p) => ({ path: p, status: 200 })),
    { path: pathOf(await bookingUrl(request)), status: 200 },
    { path: "/no-such-page", status: 404 },
    { path: "/blog/no-such-post", status: 404 },
    { path: `/booking/${"x".repeat(32)}`, status: 404 },
    { path: pathOf(await brokenBookingUrl(request)), status: 500 },
  ];
}

/** What is wrong with one load of a page: its status, its policy, blocked scripts, the theme script, axe. */
async function checkLoad(page: Page, { path, status }: Visit, theme: "dark" | "light"): Promise<string[]> {
  await page.emulateMedia({ colorScheme: theme });
  const response = await page.goto(path, { waitUntil: "load" });
  const problems: string[] = [];
  if (response?.status() !== status) problems.push(`${path}: status ${response?.status()}, expected ${status}`);
  const policy = scriptSrc(response?.headers()["content-security-policy"]);
  if (!/'(sha256|nonce)-/.test(policy) || /'unsafe-inline'/.test(policy))
    problems.push(`${path}: script-src ${policy}`);
  for (const v of await violationsOf(page)) problems.push(`${path}: ${v.directive} blocked ${v.blocked} ${v.sample}`);
  if (status === 500) return problems;
  // A Suspense boundary whose content React streamed after the rest (an island that suspended while the page was
  // prerendered) leaves it in a hidden <div id="S:…"> that only an inline script moves into place: without
  // script, the content is not shown (components/ui/island-boundary.tsx).
  if (status === 200 && /<div hidden id="S:\d+"/.test((await response?.text()) ?? ""))
    problems.push(`${path}: part of the page is streamed out of place, shown only by script`);
  // Only a page runs the <head> theme script: for a 404 or an error rendered on request Next.js sends its bare
  // error shell (<html id="__next_error__">) and React draws the page in the browser, where a <script> React
  // creates never runs.
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  if (status === 200 && dark !== (theme === "dark")) problems.push(`${path}: the theme script did not follow ${theme}`);
  problems.push(...(await axeInDocument(page, `${path} [${theme}]`)));
  return problems;
}

/**
 * A page in both themes, each as a visitor whose system prefers it first sees it, dark on a desktop and light on
 * the narrowest phone. (Switching the theme of a loaded page and measuring again is not the same: colours ease
 * into the new theme, and parts off screen start their transitions only when drawn, so axe would measure
 * half-way colours.)
 */
async function checkPage(page: Page, visit: Visit, desktop: ViewportSize): Promise<string[]> {
  await page.setViewportSize(desktop);
  const problems = await checkLoad(page, visit, "dark");
  if (visit.status !== 200) return problems;
  await page.setViewportSize(NARROWEST_PHONE);
  problems.push(...(await checkLoad(page, visit, "light")));
  const excess = await sidewaysExcess(page);
  if (excess > 0) problems.push(`${visit.path}: ${excess} px too wide at ${NARROWEST_PHONE.width} px`);
  return problems;
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every page passes axe in both themes, runs with no CSP violation, fits the narrowest phone and is whole without script (part ${shard + 1} of ${SHARDS})`, async ({
    browser,
    request,
  }) => {
    const mine = (await visits(request)).filter((_, i) => i % SHARDS === shard);
    // Under a second a page here; a few seconds on a loaded two-core runner.
    test.setTimeout(60_000 + mine.length * 10_000);
    const context = await browser.newContext();
    await addAxeToEveryDocument(context);
    await context.addInitScript(recordViolations);
    const page = await context.newPage();
    // The project's desktop viewport (playwright.config.ts), set back for each dark load.
    const desktop = page.viewportSize()!;
    const errors = consoleErrors(page);
    const problems: string[] = [];
    for (const visit of mine) problems.push(...(await checkPage(page, visit, desktop)));
    expect(problems, problems.join("\n")).toEqual([]);
    // The error page logs the server's failure (React's minified #441 with its digest): that is its job.
    const failing = mine.filter((v) => v.status === 500).map((v) => new URL(v.path, page.url()).href);
    const unexpected = errors.filter((e) => !failing.some((href) => e.startsWith(href)));
    expect(unexpected, unexpected.join("\n")).toEqual([]);
    await context.close();
  });
}
