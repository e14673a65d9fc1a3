import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { siteDb } from "../support/site-db";
import {
  fillDomesticForm,
  pickByKeyboard,
  readLeadOfOpportunity,
  readOpportunity,
  submitQuote,
  uniqueEmail,
  uniquePhone,
  wakeQuoteForms,
} from "../quote/support";

/**
 * Issue 36: the opt-out holds for the browser, not for one tab. A visitor arriving from a Facebook ad opts out,
 * then in a new tab (its own sessionStorage, the same cookies) sends a quote and books from the calculator:
 * nothing is exported, and every export row says `opt-out`.
 */
test.describe.configure({ timeout: 180_000 });

const conversionsDir = path.resolve(E2E_DATA_DIR, "conversions");

function exportsOf(leadNumber: string): Record<string, string | null> {
  const db = siteDb();
  try {
    const rows = db
      .prepare(
        `SELECT outbox.channel, outbox.status, outbox.skip_reason FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE leads.lead_number = ? AND outbox.conversion IS NOT NULL`,
      )
      .all(leadNumber) as { channel: string; status: string; skip_reason: string | null }[];
    return Object.fromEntries(rows.map((r) => [r.channel, `${r.status}:${r.skip_reason}`]));
  } finally {
    db.close();
  }
}

const optedOut = {
  "meta-capi": "skipped:opt-out",
  "google-data-manager": "skipped:opt-out",
  "ga4-mp": "skipped:opt-out",
};
const writtenFor = (leadNumber: string) =>
  existsSync(conversionsDir) ? readdirSync(conversionsDir).filter((name) => name.startsWith(leadNumber)) : [];

async function bookFromCalculator(page: Page, email: string, phone: string): Promise<string> {
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#quick-calculator form");
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Dallas", /Dallas, TX/);
  await form.getByLabel("Year").fill("2020");
  await form.getByRole("combobox", { name: "Make" }).fill("Honda");
  await form.getByRole("combobox", { name: "Model" }).fill("Accord");
  await form.getByRole("button", { name: "See my price" }).click();
  await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{20,}$/);
  const token = new URL(page.url()).pathname.split("/").pop() ?? "";
  const confirm = page.getByRole("form", { name: "Confirm your pickup window" });
  await confirm.getByRole("radio", { name: /^Standard/ }).check();
  await confirm.getByLabel("First name").fill("Ana");
  await confirm.getByLabel("Email").fill(email);
  await confirm.getByLabel("Phone", { exact: true }).pressSequentially(phone);
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/opportunity/${token}/confirm`));
  await confirm.getByRole("button", { name: "Confirm pickup window" }).click();
  expect((await answer).status()).toBe(200);
  const opportunity = readOpportunity(token);
  const leadNumber = readLeadOfOpportunity(String(opportunity?.id));
  if (!leadNumber) throw new Error(`No booking lead for opportunity ${token}`);
  return leadNumber;
}

test("opts out, opens a new tab, sends a quote, then books from the calculator: nothing is exported, and the rows say opt-out", async ({
  page,
  context,
}) => {
  await page.goto("/?fbclid=AbC-optout_1&utm_source=facebook");
  await page.goto("/do-not-sell-or-share");
  await page.getByRole("button", { name: "Opt out of sale and sharing" }).click();
  await expect(page.getByRole("status")).toContainText("This browser has opted out");
  await page.close();

  // A new tab of the same browser: a fresh sessionStorage, the ad's click id again, the opt-out only in the cookie.
  const tab = await context.newPage();
  await tab.goto("/quote?fbclid=AbC-optout_2&gclid=Cj0-optout");
  expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: "shiplux_opt_out", value: "1" }));
  await wakeQuoteForms(tab);
  const form = tab.locator("#main-form form");
  await fillDomesticForm(tab, form, uniqueEmail("newtab"), uniquePhone());
  const quote = await submitQuote(form);
  const booking = await bookFromCalculator(tab, uniqueEmail("newtab-booking"), uniquePhone());

  expect(exportsOf(quote)).toEqual(optedOut);
  expect(exportsOf(booking)).toEqual(optedOut);
  // The worker has been through both (the sales e-mails are written) and wrote no conversion for either.
  const mail = path.resolve(E2E_DATA_DIR, "mail");
  await expect.poll(() => existsSync(path.join(mail, `${booking}-sales.eml`)), { timeout: 30_000 }).toBe(true);
  expect([...writtenFor(quote), ...writtenFor(booking)]).toEqual([]);
});
