import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as internationalRoute } from "@/app/api/lead/route";
import { POST as sdkRoute } from "@/app/api/leads/simple-create-sdk/route";
import { GET as createOpportunityRoute } from "@/app/api/opportunity/create-and-redirect-booking/route";
import { POST as confirmRoute } from "@/app/api/opportunity/[token]/confirm/route";
import { AD_CONSENT_TEXT, CONSENT_TEXT } from "@/components/quote/form/consent";
import { getEnv } from "@/lib/config/env";
import { conversionExporter, conversionsConfig, type ConversionDestination } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { conversionChannel, type Channel } from "@/lib/leads/delivery/channels";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { suiteOnEngine, type Engine } from "../leads/engines";
import { freshIp, internationalBody, postJson, quickQuery, sdkBody } from "../leads/requests";

/**
 * Issue 36's privacy rules through the real routes: the browser's opt-out cookie on every path that makes a
 * conversion, the consumer remembered by e-mail and phone, the re-check before a send, only ad-brought visitors,
 * and consent outside the US and Canada.
 */
const OPTED_OUT = "shiplux_opt_out=1";
/** A Meta pixel's and GA's cookies: a visitor who has them but came without a click id is organic. */
const PLATFORM_COOKIES = "_ga=GA1.1.123456789.1700000000; _fbp=fb.1.1700000000000.987654321";
const clicks = () => ({
  clicks: { fbclid: { id: "fb-click", at: Date.now() - 1000 }, gclid: { id: "g-click", at: Date.now() - 1000 } },
});

let counter = 0;
/** A consumer no other test has used: an opted-out one is remembered for the rest of the run. */
function newContact() {
  counter += 1;
  const n = String(1000 + (counter % 9000)).padStart(4, "0");
  return { email: `visitor-${process.pid}-${counter}@example.com`, phone: `(305) 871-${n}` };
}

type LeadNumber = { lead_number: string; status_code: number };

async function sendSdk(body: Record<string, unknown>, cookie = PLATFORM_COOKIES, headers: Record<string, string> = {}) {
  const request = postJson("/api/leads/simple-create-sdk", body, { [CLIENT_IP_HEADER]: freshIp(), cookie, ...headers });
  const answer = (await (await sdkRoute(request)).json()) as LeadNumber;
  expect(answer.status_code).toBe(200);
  return answer.lead_number;
}

async function exportsOf(leadNumber: string) {
  const db = await getDb();
  const rows = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.channel", "outbox.status", "outbox.skip_reason"])
    .where("leads.lead_number", "=", leadNumber)
    .where("outbox.conversion", "is not", null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.channel, r.status === "skipped" ? r.skip_reason : r.status]));
}

const every = (value: string) => ({ "meta-capi": value, "google-data-manager": value, "ga4-mp": value });

/** Everything still pending from earlier tests is settled, so a pass sends only this test's rows. */
async function settleOutbox() {
  const db = await getDb();
  await db.updateTable("outbox").set({ status: "done" }).where("status", "in", ["pending", "sending"]).execute();
}

export function definePrivacySuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("conversion privacy", prepare);
  let dir: string;
  let channels: Channel[];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "shiplux-privacy-"));
    const config = conversionsConfig(getEnv({ SITE_URL: "https://shiplux.com", DATA_DIR: dir }));
    const destinations: ConversionDestination[] = ["meta-capi", "google-data-manager", "ga4-mp"];
    channels = destinations.map((d) => conversionChannel(conversionExporter(d, config)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    if (engine.ready()) await settleOutbox();
  });
  const written = () => readdirSync(path.join(dir, "conversions"), { withFileTypes: true }).map((f) => f.name);

  it("exports an ad-brought visitor, and none of a browser with the opt-out cookie though its payload says nothing", async () => {
    const brought = await sendSdk(sdkBody({ ...newContact(), signals: clicks() }));
    expect(await exportsOf(brought)).toEqual(every("pending"));
    // A new tab: sessionStorage is empty, so the payload carries no opt-out; the cookie does.
    const optedOut = await sendSdk(
      sdkBody({ ...newContact(), signals: clicks() }),
      `${PLATFORM_COOKIES}; ${OPTED_OUT}`,
    );
    expect(await exportsOf(optedOut)).toEqual(every("opt-out"));
  });

  it("reports no organic visitor: a Meta or GA cookie without a click id is not an ad that brought them", async () => {
    const organic = await sendSdk(sdkBody({ ...newContact(), fbclid: undefined, signals: { page: "/quote" } }));
    expect(await exportsOf(organic)).toEqual(every("no-click-id"));
  });

  it("remembers a consumer who opted out: a later lead from another browser with the same e-mail or phone is not exported", async () => {
    const consumer = newContact();
    await sendSdk(sdkBody({ ...consumer, signals: clicks() }), OPTED_OUT);
    const sameEmail = await sendSdk(
      sdkBody({ ...newContact(), email: ` ${consumer.email.toUpperCase()} `, signals: clicks() }),
    );
    const samePhone = await sendSdk(sdkBody({ ...newContact(), phone: `+1 ${consumer.phone}`, signals: clicks() }));
    expect(await exportsOf(sameEmail)).toEqual(every("opt-out"));
    expect(await exportsOf(samePhone)).toEqual(every("opt-out"));
    // Only keyed hashes are kept: neither the address nor its bare SHA-256.
    const kept = await (await getDb()).selectFrom("consumer_opt_outs").selectAll().execute();
    const stored = JSON.stringify(kept);
    expect(stored).not.toContain(consumer.email);
    expect(stored).not.toContain("3058710");
    expect(kept.filter((r) => r.source === "opt-out").length).toBeGreaterThanOrEqual(2);
  });

  it("remembers a consumer who sent GPC the same way", async () => {
    const consumer = newContact();
    await sendSdk(sdkBody({ ...consumer, signals: clicks() }), PLATFORM_COOKIES, { "sec-gpc": "1" });
    const later = await sendSdk(sdkBody({ ...consumer, signals: clicks() }));
    expect(await exportsOf(later)).toEqual(every("opt-out"));
  });

  it("checks again when a pending export is sent: a consumer who opted out since is skipped, nothing written", async () => {
    const consumer = newContact();
    const before = await sendSdk(sdkBody({ ...consumer, signals: clicks() }));
    const other = await sendSdk(sdkBody({ ...newContact(), signals: clicks() }));
    expect(await exportsOf(before)).toEqual(every("pending"));
    await sendSdk(sdkBody({ ...consumer, signals: clicks() }), OPTED_OUT);
    expect(await deliverDue(await getDb(), channels)).toMatchObject({ failed: 0 });
    expect(await exportsOf(before)).toEqual(every("opt-out"));
    // The same pass wrote the other consumer's three requests, and none of this one's.
    expect(await exportsOf(other)).toEqual(every("done"));
    expect(written().filter((name) => name.startsWith(other))).toHaveLength(3);
    expect(written().filter((name) => name.startsWith(before))).toEqual([]);
  });

  it("skips a visitor outside the US and Canada as no-consent, and exports one who ticked the ad consent", async () => {
    const contact = { email: newContact().email, phone: "+49 30 901820" };
    const body = { ...internationalBody({ ...contact, signals: clicks() }) };
    const send = async (extra: Record<string, unknown>) => {
      const request = postJson(
        "/api/lead",
        { ...body, ...extra },
        { [CLIENT_IP_HEADER]: freshIp(), cookie: PLATFORM_COOKIES },
      );
      return ((await (await internationalRoute(request)).json()) as LeadNumber).lead_number;
    };
    const shownAt = "2026-11-20T10:00:00.000Z";
    const unticked = await send({ adConsent: { given: false, text: AD_CONSENT_TEXT, shownAt } });
    expect(await exportsOf(unticked)).toEqual(every("no-consent"));
    const ticked = await send({ adConsent: { given: true, text: AD_CONSENT_TEXT, shownAt } });
    expect(await exportsOf(ticked)).toEqual(every("pending"));
    const lead = await (
      await getDb()
    )
      .selectFrom("leads")
      .select(["ad_consent_given", "ad_consent_text", "ad_consent_shown_at"])
      .where("lead_number", "=", ticked)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ ad_consent_given: 1, ad_consent_text: AD_CONSENT_TEXT, ad_consent_shown_at: shownAt });
  });

  it("keeps the calculator's opt-out cookie for the booking confirmed from it, even from a browser without it", async () => {
    const url = `http://127.0.0.1/api/opportunity/create-and-redirect-booking?${quickQuery({
      signals: JSON.stringify(clicks()),
    }).toString()}`;
    const headers = { [CLIENT_IP_HEADER]: freshIp(), "user-agent": "vitest", cookie: OPTED_OUT };
    const opened = (await (await createOpportunityRoute(new NextRequest(url, { headers }))).json()) as { url: string };
    const token = opened.url.replace("/booking/", "");
    const consent = { given: true, text: CONSENT_TEXT, shownAt: "2026-11-20T10:00:00.000Z" };
    const contact = newContact();
    const body = { window: "standard", first_name: "Ana", ...contact, consent };
    const request = postJson(`/api/opportunity/${token}/confirm`, body, {
      [CLIENT_IP_HEADER]: freshIp(),
      cookie: PLATFORM_COOKIES,
    });
    expect((await confirmRoute(request, { params: Promise.resolve({ token }) })).status).toBe(200);
    const booking = await (
      await getDb()
    )
      .selectFrom("leads")
      .select("lead_number")
      .where("kind", "=", "booking")
      .where("email", "=", contact.email)
      .executeTakeFirstOrThrow();
    expect(await exportsOf(booking.lead_number)).toEqual(every("opt-out"));
  });

  it("reads the opt-out cookie on the booking confirm itself", async () => {
    const url = `http://127.0.0.1/api/opportunity/create-and-redirect-booking?${quickQuery({
      signals: JSON.stringify(clicks()),
    }).toString()}`;
    const headers = { [CLIENT_IP_HEADER]: freshIp(), "user-agent": "vitest" };
    const opened = (await (await createOpportunityRoute(new NextRequest(url, { headers }))).json()) as { url: string };
    const token = opened.url.replace("/booking/", "");
    const contact = newContact();
    const consent = { given: false, text: CONSENT_TEXT, shownAt: "2026-11-20T10:00:00.000Z" };
    const body = { window: "standard", first_name: "Ana", ...contact, consent };
    const cookie = `${PLATFORM_COOKIES}; ${OPTED_OUT}`;
    const request = postJson(`/api/opportunity/${token}/confirm`, body, { [CLIENT_IP_HEADER]: freshIp(), cookie });
    expect((await confirmRoute(request, { params: Promise.resolve({ token }) })).status).toBe(200);
    const booking = await (
      await getDb()
    )
      .selectFrom("leads")
      .select("lead_number")
      .where("email", "=", contact.email)
      .executeTakeFirstOrThrow();
    expect(await exportsOf(booking.lead_number)).toEqual(every("opt-out"));
  });
}
