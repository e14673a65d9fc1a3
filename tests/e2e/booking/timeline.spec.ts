import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { CONSENT_TEXT } from "../../../components/quote/form/consent";
import { E2E_DATA_DIR, E2E_SHIPMENT_SECRET } from "../../../playwright.config";
import { webhookHeaders } from "../../../lib/webhooks/signature";
import { readLeadOfOpportunity, readOpportunity, uniqueEmail } from "../quote/support";
import { axeViolations } from "../support/axe";
import { bookingUrl } from "../support/booking";
import { gotoWithTheme, type ThemeName } from "../support/site";

const day = (offset: number) => format(addDays(new Date(), offset), "yyyy-MM-dd");

/** A booking confirmed through the real endpoints; its token and the lead number sales and dispatch know it by. */
async function confirmedBooking(request: APIRequestContext): Promise<{ token: string; leadNumber: string }> {
  const token = (await bookingUrl(request, { transport_type: "Open" })).replace("/booking/", "");
  const confirmed = await request.post(`/api/opportunity/${token}/confirm`, {
    data: {
      window: "standard",
      first_name: "Ana",
      email: uniqueEmail("timeline"),
      phone: "(305) 871-2345",
      consent: { given: false, text: CONSENT_TEXT, shownAt: new Date().toISOString() },
    },
  });
  expect(confirmed.status()).toBe(200);
  const opportunity = readOpportunity(token);
  const leadNumber = readLeadOfOpportunity(String(opportunity?.id));
  if (!leadNumber) throw new Error("the confirmed booking has no lead");
  return { token, leadNumber };
}

/** POSTs one event signed as the dispatch system signs it. */
async function sendEvent(request: APIRequestContext, event: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify(event);
  const response = await request.post("/api/shipments/events", {
    headers: {
      "content-type": "application/json",
      ...webhookHeaders([E2E_SHIPMENT_SECRET], `msg_${randomUUID()}`, body),
    },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const failures = await axeViolations(page, label);
  expect(failures, failures.join("\n")).toEqual([]);
}

const steps = (page: Page) => page.getByRole("list", { name: "Shipment steps" }).locator(":scope > li");

test("the booking page shows the shipment's timeline before and after dispatch events, and it matches the e-mail", async ({
  page,
  request,
}) => {
  // Four page loads, each checked by axe: about 10 s a page on a loaded two-core machine.
  test.setTimeout(180_000);
  const { token, leadNumber } = await confirmedBooking(request);
  const carrier = { name: "Sunshine Auto Transport LLC", usdot: "1234567", mc: "765432" };

  for (const theme of ["light", "dark"] as ThemeName[]) {
    await gotoWithTheme(page, `/booking/${token}`, theme);
    await expect(page.getByTestId("shipment-status")).toHaveText("Current status: Booked");
    await expect(page.locator('[aria-current="step"]')).toContainText("Booked");
    await expect(page.locator('[aria-current="step"]')).toContainText("Now");
    // Booked, the order to sign (lib/orders), then carrier assigned, picked up, in transit, delivered ahead.
    // With Stripe configured (the suite's stand-in) the card is saved after signing, so no money step yet; without
    // it a "by phone" step follows Booked (tests/integration/payments).
    await expect(steps(page)).toHaveCount(6);
    await expect(steps(page).filter({ hasText: "Order signed" })).toHaveText(/^.?Order signed\s*Ahead/u);
    await expectNoAxeViolations(page, `booked [${theme}]`);
  }

  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  await sendEvent(request, {
    lead_number: leadNumber,
    status: "carrier_assigned",
    occurred_at: minutesAgo(30),
    carrier,
    pickup_date: day(2),
  });
  await sendEvent(request, { lead_number: leadNumber, status: "picked_up", occurred_at: minutesAgo(10), date: day(0) });

  const carrierLine = `${carrier.name} (USDOT ${carrier.usdot} · MC ${carrier.mc})`;
  for (const theme of ["light", "dark"] as ThemeName[]) {
    await gotoWithTheme(page, `/booking/${token}`, theme);
    await expect(page.getByTestId("shipment-status")).toHaveText("Current status: Picked up");
    const current = page.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Picked up");
    // Each step starts with its aria-hidden marker (✓, ●, nothing), then its name and its state in words.
    await expect(steps(page)).toHaveText([
      /^.?Booked\s*Done/u,
      /^.?Carrier assigned\s*Done/u,
      /^.?Picked up\s*Now/u,
      /^.?In transit\s*Ahead/u,
      /^.?Delivered\s*Ahead/u,
    ]);
    await expect(steps(page).nth(1)).toContainText(carrierLine);
    await expect(page.getByText(`Your carrier: ${carrier.name}`)).toBeVisible();
    await expectNoAxeViolations(page, `picked up [${theme}]`);
  }
  // The page adds no script of its own: it is server-rendered HTML.
  expect(await page.locator("script[src*='shipment']").count()).toBe(0);

  // The visitor's e-mail for the carrier (written as .eml without SMTP_URL) tells the same facts as the page.
  const promised = (await steps(page).nth(1).locator("li").nth(1).textContent()) ?? "";
  const mailDir = path.resolve(E2E_DATA_DIR, "mail");
  const carrierMail = () =>
    readdirSync(mailDir)
      .filter((f) => f.startsWith(`${leadNumber}-shipment-`))
      .map((f) => readFileSync(path.join(mailDir, f), "utf8"))
      .find((text) => text.includes("Subject: Carrier assigned"));
  await expect.poll(carrierMail, { timeout: 15_000 }).toBeTruthy();
  const mail = (carrierMail() ?? "").replace(/=\r?\n/g, "");
  expect(mail).toContain(carrier.name);
  expect(mail).toContain(`USDOT ${carrier.usdot}`);
  expect(mail).toContain(promised.trim());
  expect(mail).toContain(`/booking/${token}`);
});
