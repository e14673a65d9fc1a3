import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { siteDb } from "../support/site-db";

/** The lead row the server stored, read straight from the e2e SQLite file. */
export function readLead(leadNumber: string): Record<string, unknown> | undefined {
  const db = siteDb();
  try {
    return db.prepare("SELECT * FROM leads WHERE lead_number = ?").get(leadNumber) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

export function readOpportunity(token: string): Record<string, unknown> | undefined {
  const db = siteDb();
  try {
    return db.prepare("SELECT * FROM opportunities WHERE token = ?").get(token) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** The lead number of the booking lead a confirmed opportunity made (its payload names the opportunity). */
export function readLeadOfOpportunity(opportunityId: string): string | undefined {
  const db = siteDb();
  try {
    const row = db
      .prepare("SELECT lead_number FROM leads WHERE kind = 'booking' AND payload_json LIKE ?")
      .get(`%"opportunity_id":"${opportunityId}"%`) as { lead_number: string } | undefined;
    return row?.lead_number;
  } finally {
    db.close();
  }
}

/** A unique e-mail per test run, so parallel tests find their own lead. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A US phone number of this test's own (ten digits, as typed): a consumer who opts out or sends GPC is remembered
 * by phone as well as e-mail, so a test that opts out must not share its number with one that expects an export.
 */
export function uniquePhone(): string {
  const digit = () => Math.floor(Math.random() * 10);
  return `305${2 + Math.floor(Math.random() * 8)}${digit()}${digit()}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
}

/** Types into a combobox and picks the first suggestion matching `option` with the keyboard. */
export async function pickByKeyboard(page: Page, box: Locator, text: string, option: RegExp) {
  await box.fill("");
  await box.pressSequentially(text, { delay: 20 });
  const listId = await box.getAttribute("aria-controls");
  const list = page.locator(`[id="${listId}"]`);
  await expect(list.getByRole("option", { name: option }).first()).toBeVisible();
  // The list shown may be an earlier prefix's ("Miam"), replaced when the last keys' lookup answers, in another
  // order: so no index is counted ahead. The keyboard steps down until the active option is the one wanted.
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    const active = await box.getAttribute("aria-activedescendant");
    expect(active ? await page.locator(`[id="${active}"]`).textContent() : "").toMatch(option);
  }).toPass({ intervals: [50], timeout: 10_000 });
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue(option);
}

export function leadNumberFrom(text: string): string {
  const match = /request (\S+) was received/.exec(text);
  if (!match?.[1]) throw new Error(`No lead number in: ${text}`);
  return match[1];
}

/** Fills the whole domestic form with the mouse-free helpers (not the keyboard-only test) and stops before submit. */
export async function fillDomesticForm(page: Page, form: Locator, email: string, phone = "3058712345") {
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Pick up from" }), "Miami", /Miami, FL/);
  await pickByKeyboard(page, form.getByRole("combobox", { name: "Deliver to" }), "Chicago", /Chicago, IL/);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText(/Step 2 \/ 3/)).toBeVisible();
  await form.getByLabel("Year").fill("2021");
  await form.getByRole("combobox", { name: "Make" }).fill("Toyota");
  await form.getByRole("combobox", { name: "Model" }).fill("Camry");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText(/Step 3 \/ 3/)).toBeVisible();
  await form.getByLabel("First name").fill("Ana");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone", { exact: true }).pressSequentially(phone);
}

/** Sends the form and waits for its "was received" answer: the lead number it gives. */
export async function submitQuote(form: Locator): Promise<string> {
  await form.getByRole("button", { name: "Get my quote" }).click();
  const received = form.getByText(/was received/);
  await expect(received).toBeVisible();
  return leadNumberFrom((await received.textContent()) ?? "");
}

/**
 * The quote forms are islands that load on the first sign of a visitor: move the mouse as one would,
 * and wait until every island on the page has mounted its real form (a move made before hydration is
 * not seen, so it is repeated until it is).
 */
export async function wakeQuoteForms(page: Page) {
  const islands = page.locator("[data-quote-island]");
  await expect(islands.first()).toBeAttached();
  await expect(async () => {
    await page.mouse.move(10 + Math.floor(Math.random() * 100), 10);
    for (const island of await islands.all())
      await expect(island).toHaveAttribute("data-quote-island", "ready", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * A log of where focus went and which keys were pressed, kept in the page from its first script
 * (`recordFocus`), and attached to a failed test's report (`attachFocusLog`, from afterEach): a keyboard walk
 * that ends on the wrong element then names the element that took focus, and when.
 */
export async function recordFocus(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __focusLog: string[] }).__focusLog = log;
    const name = (node: EventTarget | null) => {
      if (!(node instanceof Element)) return String(node);
      const label = node.getAttribute("aria-label") ?? node.getAttribute("name") ?? node.textContent?.trim();
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}[${(label ?? "").slice(0, 30)}]`;
    };
    const at = () => performance.now().toFixed(0).padStart(6);
    addEventListener("focusin", (e) => log.push(`${at()} focus ${name(e.target)}`), true);
    addEventListener("focusout", (e) => log.push(`${at()} blur  ${name(e.target)} to ${name(e.relatedTarget)}`), true);
    addEventListener("keydown", (e) => log.push(`${at()} key   ${e.key} on ${name(e.target)}`), true);
  });
}

export async function attachFocusLog(page: Page, info: TestInfo) {
  if (info.status === info.expectedStatus) return;
  const read = () => (window as unknown as { __focusLog?: string[] }).__focusLog ?? [];
  const log = await page.evaluate(read).catch(() => ["(the page could not be read)"]);
  await info.attach("focus-log", { body: log.join("\n"), contentType: "text/plain" });
  console.log(`Focus log of "${info.title}" (last 60):\n${log.slice(-60).join("\n")}`);
}
