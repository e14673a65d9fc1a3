import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { ESTIMATE_NOT_BINDING } from "../../../lib/estimate/format";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { siteDb } from "../support/site-db";
import { axeViolations } from "../support/axe";
import { fillDomesticForm, readLead, uniqueEmail, wakeQuoteForms, submitQuote } from "../quote/support";

/**
 * After the form (issue 16), on the production server as the e2e config starts it: no SMTP_URL, no webhook.
 * A campaign visit's touches reach the stored lead and the report; the e-mails land as .eml files.
 */
const run = promisify(execFile);
const mailDir = path.resolve(E2E_DATA_DIR, "mail");

function outboxStatuses(leadNumber: string): Record<string, string> {
  const db = siteDb();
  try {
    const rows = db
      .prepare(
        "SELECT outbox.channel, outbox.status FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE leads.lead_number = ?",
      )
      .all(leadNumber) as { channel: string; status: string }[];
    return Object.fromEntries(rows.map((r) => [r.channel, r.status]));
  } finally {
    db.close();
  }
}

test("a campaign visit's lead is stored with its touches, e-mailed as .eml files whose HTML passes axe, and reported under its campaign", async ({
  page,
}) => {
  const email = uniqueEmail("campaign");
  await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=snowbirds&gclid=abc");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("shiplux.quote.touches"))).toContain("snowbirds");
  await page.goto("/faq");
  await page.goto("/quote");
  await wakeQuoteForms(page);
  const form = page.locator("#main-form form");
  await fillDomesticForm(page, form, email);
  const leadNumber = await submitQuote(form);

  const touch = { utm_source: "google", utm_medium: "cpc", utm_campaign: "snowbirds", gclid: "abc", landing_path: "/" };
  expect(JSON.parse(String(readLead(leadNumber)?.attribution_json))).toEqual({ first: touch, last: touch });

  // No SMTP_URL: the worker writes both e-mails under DATA_DIR/mail and marks their rows delivered.
  const customerFile = path.join(mailDir, `${leadNumber}-customer.eml`);
  await expect
    .poll(() => existsSync(customerFile) && existsSync(path.join(mailDir, `${leadNumber}-sales.eml`)), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect
    .poll(() => outboxStatuses(leadNumber))
    .toMatchObject({ email: "done", "customer-email": "done", webhook: "pending" });
  const mail = await simpleParser(readFileSync(customerFile));
  expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(email);
  expect(mail.text).toContain(`Your quote number is ${leadNumber}`);
  expect(mail.text).toContain(ESTIMATE_NOT_BINDING);

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setContent(String(mail.html));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(leadNumber);
    expect(await axeViolations(page, colorScheme)).toEqual([]);
  }

  const today = new Date().toISOString().slice(0, 10);
  const { stdout } = await run("npx", ["tsx", "scripts/leads-report.ts", "--since", today, "--csv"], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: "" },
  });
  expect(stdout).toMatch(/^first_touch,,google,cpc,snowbirds,[1-9]\d*,/m);
  expect(stdout).toMatch(/^last_touch,,google,cpc,snowbirds,[1-9]\d*,/m);
});
