import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { siteDb } from "../support/site-db";
import { axeViolations } from "../support/axe";
import { fillDomesticForm, uniqueEmail, uniquePhone, wakeQuoteForms, submitQuote } from "../quote/support";

/**
 * The conversion report-back (issue 28) on the production server as the e2e config starts it: no platform
 * credentials, so each request that would be sent is written as JSON to DATA_DIR/conversions.
 */
const run = promisify(execFile);
const conversionsDir = path.resolve(E2E_DATA_DIR, "conversions");
const mailDir = path.resolve(E2E_DATA_DIR, "mail");
const FBCLID = "AbC-123_x";

// A whole visit and form per test, and the report command's start-up: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

function exportsOf(leadNumber: string): Record<string, { status: string; skip_reason: string | null }> {
  const db = siteDb();
  try {
    const rows = db
      .prepare(
        `SELECT outbox.channel, outbox.status, outbox.skip_reason FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE leads.lead_number = ? AND outbox.conversion IS NOT NULL`,
      )
      .all(leadNumber) as { channel: string; status: string; skip_reason: string | null }[];
    return Object.fromEntries(rows.map((r) => [r.channel, { status: r.status, skip_reason: r.skip_reason }]));
  } finally {
    db.close();
  }
}

/**
 * Arrives from a Facebook ad, browses a page, and sends the quote form; the lead number and the click's first-seen
 * time. A visitor who opts out or sends GPC gets a phone of their own (`phone`): the consumer is remembered by it.
 */
async function campaignLead(page: Page, tag: string, phone?: string) {
  await page.goto(`/?fbclid=${FBCLID}&utm_source=facebook`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("shiplux.quote.clicks"))).toContain(FBCLID);
  const seen = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem("shiplux.quote.clicks") ?? "{}") as { fbclid: { at: number } }).fbclid.at,
  );
  await page.goto("/faq");
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, uniqueEmail(tag), phone);
  return { leadNumber: await submitQuote(form), seen };
}

test("a Facebook ad's lead is written for Meta with the dataLayer's event id and the fbclid unchanged in fbc", async ({
  page,
}) => {
  const { leadNumber, seen } = await campaignLead(page, "meta");
  const pushed = await page.evaluate(() =>
    (window.dataLayer ?? []).find((e) => e.event === "quote_submit" && e.status === "success"),
  );
  expect(pushed?.event_id).toBe(leadNumber);

  const file = path.join(conversionsDir, `${leadNumber}-lead-meta-capi.json`);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  const request = JSON.parse(readFileSync(file, "utf8")) as {
    url: string;
    body: { data: { event_name: string; event_id: string; user_data: { fbc: string; em: string[] } }[] };
  };
  expect(request.url).toContain("access_token={META_ACCESS_TOKEN}");
  const [event] = request.body.data;
  expect(event?.event_name).toBe("Lead");
  expect(event?.event_id).toBe(pushed?.event_id);
  expect(event?.user_data.fbc).toBe(`fb.1.${seen}.${FBCLID}`);
  expect(event?.user_data.em[0]).toMatch(/^[0-9a-f]{64}$/);
  // The relay writes the request, then marks the export done: ci3 of stop 53 read the row in between ("sending").
  await expect.poll(() => exportsOf(leadNumber)["meta-capi"]?.status, { timeout: 10_000 }).toBe("done");
  // Google and GA4 did not bring this visitor (no gclid, no _ga): they are told nothing.
  expect(exportsOf(leadNumber)).toMatchObject({
    "meta-capi": { status: "done" },
    "google-data-manager": { status: "skipped", skip_reason: "no-click-id" },
    "ga4-mp": { status: "skipped", skip_reason: "no-client-id" },
  });
});

test.describe("with Global Privacy Control on", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("no conversion is written and the lead says why", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { get: () => true }));
    const { leadNumber } = await campaignLead(page, "gpc", uniquePhone());
    // The worker has been through the lead (its e-mail is written), and wrote no conversion.
    await expect.poll(() => existsSync(path.join(mailDir, `${leadNumber}-sales.eml`)), { timeout: 20_000 }).toBe(true);
    expect(existsSync(path.join(conversionsDir, `${leadNumber}-lead-meta-capi.json`))).toBe(false);
    expect(exportsOf(leadNumber)).toEqual({
      "meta-capi": { status: "skipped", skip_reason: "gpc" },
      "google-data-manager": { status: "skipped", skip_reason: "gpc" },
      "ga4-mp": { status: "skipped", skip_reason: "gpc" },
    });
  });
});

test("the opt-out page's choice holds for the browser and stops the lead's export", async ({ page }) => {
  await page.goto("/do-not-sell-or-share");
  await page.getByRole("button", { name: "Opt out of sale and sharing" }).click();
  await expect(page.getByRole("status")).toContainText("This browser has opted out");
  const { leadNumber } = await campaignLead(page, "optout", uniquePhone());
  expect(exportsOf(leadNumber)["meta-capi"]).toEqual({ status: "skipped", skip_reason: "opt-out" });
  await page.goto("/");
  await expect(page.locator('footer a[href="/do-not-sell-or-share"]')).toHaveText(
    "Do Not Sell or Share My Personal Information",
  );
});

test("the HTML report opens offline with no console error, no request and no axe violation", async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const file = path.resolve(E2E_DATA_DIR, "leads-report.html");
  await run("npx", ["tsx", "scripts/leads-report.ts", "--since", today, "--html", "--out", file], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: "" },
  });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(`file://${file}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads report");
  await expect(page.getByRole("img", { name: /Leads and confirmed bookings per day/ })).toBeVisible();
  expect(errors).toEqual([]);
  expect(requests).toEqual([`file://${file}`]);
  expect(await axeViolations(page, "report")).toEqual([]);
});
