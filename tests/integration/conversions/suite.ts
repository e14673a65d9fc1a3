import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { confirmOpportunity } from "@/lib/booking/confirm";
import { createOpportunity } from "@/lib/booking/opportunity";
import { getEnv } from "@/lib/config/env";
import { conversionExporter, conversionsConfig, requestSignals, type ConversionDestination } from "@/lib/conversions";
import { getDb } from "@/lib/db";
import { conversionChannel, type Channel } from "@/lib/leads/delivery/channels";
import { housekeep } from "@/lib/leads/delivery/housekeeping";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { createLead } from "@/lib/leads/service";
import { disclosureCode, orderViewOf, signOrder, signedPrices } from "@/lib/orders";
import { quickQuoteQuerySchema, simpleCreateSdkSchema } from "@/lib/quote/server";
import { leadsReport } from "@/lib/reports/leads-report";
import { listExportsSince } from "@/lib/reports/queries";
import { suiteOnEngine, type Engine } from "../leads/engines";
import { quickQuery, sdkBody } from "../leads/requests";
import { startReceiver } from "./receiver";
import { newServiceAccount, startTokenEndpoint, writeKeyFile } from "./token-endpoint";

/** Known vectors: SHA-256 of the normalised e-mail, and of the phone as E.164 (Google) and its digits (Meta). */
const EMAIL_SHA256 = "973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b";
const PHONE_E164_SHA256 = "30d94b36fc33c3e10590b0fc75141767731f7a054d13ec34e3042d8cc1fc5f6a";
const PHONE_DIGITS_SHA256 = "f4dc6d15fb78efe700ea395086816a7e4b04a43d7504ecd0dffd90e6e6311a2c";

const FBCLID = "AbC-123_x";
const GCLID = "Cj0KCQiA.x-Y_z";
const COOKIES =
  "theme=dark; _ga=GA1.1.123456789.1700000000; _fbp=fb.1.1700000000000.987654321; _ga_TEST123=GS2.1.s1700000123$o4$g1$t1700000200$j0$l0$h0";
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How long the test token endpoint's tokens last: short, so one test can see one expire. */
const TOKEN_LIFETIME_S = 600;

type LeadOptions = {
  at?: Date;
  headers?: Record<string, string>;
  signals?: Record<string, unknown>;
  ip?: string;
  /** Another consumer than the default one (an opted-out consumer is remembered by e-mail and phone). */
  contact?: { email: string; phone: string };
  /** The lead's stored estimate (set after intake, which prices it only where the lookups' data is built). */
  estimate?: { low: number; high: number } | null;
};
/** The estimate a test lead carries unless told otherwise, and the value it is worth: its middle. */
const ESTIMATE = { low: 1000, high: 1301 };
const VALUE = 1150.5;

/** A lead sent as the form sends it: " Test@Example.com " and a US number without its country code. */
export async function newLead(options: LeadOptions = {}) {
  const at = options.at ?? new Date();
  const seen = at.getTime() - HOUR;
  const payload = simpleCreateSdkSchema.parse(
    sdkBody({
      email: options.contact?.email ?? " Test@Example.com ",
      phone: options.contact?.phone ?? "(305) 871-2345",
      signals: options.signals ?? {
        clicks: { fbclid: { id: FBCLID, at: seen }, gclid: { id: GCLID, at: seen } },
        page: "/quote",
      },
    }),
  );
  const result = await createLead(await getDb(), {
    lead: { kind: "sdk", payload },
    client: { ip: options.ip ?? "203.0.113.7", userAgent: "Mozilla/5.0 (vitest)" },
    signals: requestSignals(new Headers({ cookie: COOKIES, ...options.headers }), "G-TEST123"),
    now: at,
  });
  expect(result.status_code).toBe(200);
  const estimate = options.estimate === undefined ? ESTIMATE : options.estimate;
  await (
    await getDb()
  )
    .updateTable("leads")
    .set({ estimate_json: estimate ? JSON.stringify({ ...estimate, currency: "USD" }) : null })
    .where("lead_number", "=", result.lead_number)
    .execute();
  return { leadNumber: result.lead_number, createdAt: at, seen };
}

/** A lead's conversion exports, one row per destination in alphabetical order. */
/** The stored lead's id, by the number the visitor was given. */
export async function leadIdOf(leadNumber: string): Promise<string> {
  const db = await getDb();
  const lead = await db
    .selectFrom("leads")
    .select("id")
    .where("lead_number", "=", leadNumber)
    .executeTakeFirstOrThrow();
  return lead.id;
}

export async function exportsOf(leadNumber: string) {
  const db = await getDb();
  return db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select([
      "outbox.channel",
      "outbox.status",
      "outbox.skip_reason",
      "outbox.client_ip",
      "outbox.attempts",
      "outbox.last_error",
      "outbox.request_id",
    ])
    .where("leads.lead_number", "=", leadNumber)
    .where("outbox.conversion", "is not", null)
    .orderBy("outbox.channel")
    .execute();
}

/** Earlier tests' rows are settled so each pass sends only its own test's lead. */
async function settleOutbox(): Promise<void> {
  const db = await getDb();
  await db
    .updateTable("outbox")
    .set({ status: "done" })
    .where("status", "in", ["pending", "sending", "tested"])
    .execute();
}

export function defineConversionSuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("conversions", prepare);
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let tokens: Awaited<ReturnType<typeof startTokenEndpoint>>;
  let config: ReturnType<typeof conversionsConfig>;
  let channels: Channel[];
  let dir: string;
  const account = newServiceAccount();
  const destinations: ConversionDestination[] = ["meta-capi", "google-data-manager", "ga4-mp"];
  let liveEnv: Record<string, string>;

  beforeAll(async () => {
    if (!engine.ready()) return;
    tokens = await startTokenEndpoint(account, TOKEN_LIFETIME_S);
    // Data Manager answers 401 to a request (an ingest, a status check) without a valid token of the service account.
    receiver = await startReceiver(
      (pathname, headers) => !pathname.startsWith("/v1/") || tokens.accepts(headers.authorization),
    );
    dir = mkdtempSync(path.join(tmpdir(), "shiplux-conversions-"));
    liveEnv = {
      SITE_URL: "https://shiplux.com",
      DATA_DIR: dir,
      META_PIXEL_ID: "1234567890",
      META_ACCESS_TOKEN: "meta-secret",
      META_API_BASE: receiver.base,
      GOOGLE_ADS_CUSTOMER_ID: "1234567890",
      GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID: "987654321",
      GOOGLE_APPLICATION_CREDENTIALS: writeKeyFile(dir, account, tokens.uri),
      GOOGLE_DATA_MANAGER_API_BASE: receiver.base,
      GA4_MEASUREMENT_ID: "G-TEST123",
      GA4_API_SECRET: "ga-secret",
      GA4_API_BASE: receiver.base,
    };
    config = conversionsConfig(getEnv(liveEnv));
    channels = destinations.map((d) => conversionChannel(conversionExporter(d, config)));
  });

  afterAll(async () => {
    await receiver?.stop();
    await tokens?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    if (engine.ready()) await settleOutbox();
  });

  const sentTo = (pathname: string, match: (body: Record<string, unknown>) => boolean) =>
    receiver.accepted.filter((r) => r.path === pathname && match(r.body as Record<string, unknown>));
  const metaEvents = (eventId: string) =>
    sentTo("/v24.0/1234567890/events", (b) => (b.data as { event_id: string }[])[0]?.event_id === eventId);
  const googleEvents = (transactionId: string) =>
    sentTo("/v1/events:ingest", (b) => (b.events as { transactionId: string }[])[0]?.transactionId === transactionId);
  const ga4Events = (leadNumber: string) =>
    sentTo(
      "/mp/collect",
      (b) => (b.events as { params: { transaction_id: string } }[])[0]?.params.transaction_id === leadNumber,
    );

  it("sends Meta the Lead with the lead number as event_id, hashed contact, fbc from the fbclid as received", async () => {
    const { leadNumber, createdAt, seen } = await newLead();
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 3, failed: 0 });

    const [meta] = metaEvents(leadNumber);
    expect(meta?.query.get("access_token")).toBe("meta-secret");
    expect(meta?.body).toEqual({
      data: [
        {
          event_name: "Lead",
          event_time: Math.floor(createdAt.getTime() / 1000),
          event_id: leadNumber,
          action_source: "website",
          event_source_url: "https://shiplux.com/quote",
          user_data: {
            em: [EMAIL_SHA256],
            ph: [PHONE_DIGITS_SHA256],
            fn: [sha256("ana")],
            ct: [sha256("doral")],
            st: [sha256("fl")],
            zp: [sha256("33172")],
            country: [sha256("us")],
            external_id: [sha256("shiplux:test@example.com")],
            client_ip_address: "203.0.113.7",
            client_user_agent: "Mozilla/5.0 (vitest)",
            fbc: `fb.1.${seen}.${FBCLID}`,
            fbp: "fb.1.1700000000000.987654321",
          },
          custom_data: { value: VALUE, currency: "USD" },
        },
      ],
    });
    // The raw IP was kept for that one send only. Google took its request and is checked later.
    expect((await exportsOf(leadNumber)).map((r) => [r.channel, r.status, r.client_ip])).toEqual([
      ["ga4-mp", "done", null],
      ["google-data-manager", "pending", null],
      ["meta-capi", "done", null],
    ]);
  });

  it("sends Google's Data Manager the click, the lead number as transaction id and the hashed contact", async () => {
    const { leadNumber, createdAt } = await newLead();
    await deliverDue(await getDb(), channels);

    const [google] = googleEvents(leadNumber);
    expect(google?.headers.authorization).toMatch(/^Bearer ya29\.test-\d+$/);
    expect(tokens.problems).toEqual([]);
    expect(google?.body).toEqual({
      destinations: [
        { operatingAccount: { accountType: "GOOGLE_ADS", accountId: "1234567890" }, productDestinationId: "987654321" },
      ],
      encoding: "HEX",
      // A US visitor was not asked for consent: nothing is claimed for them (lib/conversions/consent.ts).
      consent: { adUserData: "CONSENT_STATUS_UNSPECIFIED", adPersonalization: "CONSENT_DENIED" },
      validateOnly: false,
      events: [
        {
          transactionId: leadNumber,
          eventTimestamp: createdAt.toISOString(),
          eventSource: "WEB",
          adIdentifiers: { gclid: GCLID },
          userData: { userIdentifiers: [{ emailAddress: EMAIL_SHA256 }, { phoneNumber: PHONE_E164_SHA256 }] },
          conversionValue: VALUE,
          currency: "USD",
        },
      ],
    });
  });

  const googleRow = async (leadNumber: string) =>
    (await exportsOf(leadNumber)).find((r) => r.channel === "google-data-manager");

  it("keeps Google's requestId and counts the export done only once the request status says SUCCESS", async () => {
    const google = [freshGoogleChannel()];
    receiver.ingestNext({ status: "PROCESSING" });
    const { leadNumber } = await newLead();
    await deliverDue(await getDb(), google);
    const taken = await googleRow(leadNumber);
    expect(taken).toMatchObject({ status: "pending", attempts: 0 });
    expect(taken?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(taken?.last_error).toBe(`Taken by Google as request ${taken?.request_id}; its ingest not checked yet`);
    // Still processing at the first check: asked again later, never sent twice.
    await deliverDue(await getDb(), google, Date.now() + HOUR);
    expect(await googleRow(leadNumber)).toMatchObject({ status: "pending", request_id: taken?.request_id });
    expect((await googleRow(leadNumber))?.last_error).toContain("is PROCESSING");
    receiver.finishIngests({ status: "SUCCESS" });
    receiver.ingestNext({ status: "SUCCESS" });
    await deliverDue(await getDb(), google, Date.now() + 2 * HOUR);
    expect(await googleRow(leadNumber)).toMatchObject({ status: "done", request_id: null, last_error: null });
    expect(googleEvents(leadNumber)).toHaveLength(1);
  });

  it("marks Google's export failed with Google's reason when its ingest fails after the 200", async () => {
    const google = [freshGoogleChannel()];
    receiver.ingestNext({ status: "FAILED", reason: "PROCESSING_ERROR_REASON_INVALID_GCLID" });
    const { leadNumber } = await newLead();
    try {
      await deliverDue(await getDb(), google);
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      await deliverDue(await getDb(), google, Date.now() + HOUR);
    } finally {
      receiver.ingestNext({ status: "SUCCESS" });
      vi.restoreAllMocks();
    }
    const row = await googleRow(leadNumber);
    expect(row?.status).toBe("dead");
    expect(row?.last_error).toBe(
      `Google's ingest of request ${row?.request_id} failed: PROCESSING_ERROR_REASON_INVALID_GCLID`,
    );
    expect(googleEvents(leadNumber)).toHaveLength(1);
  });

  /** A Google channel of its own, so its token cache starts empty. */
  const freshGoogleChannel = () => conversionChannel(conversionExporter("google-data-manager", config));
  const bearerOf = (leadNumber: string) => googleEvents(leadNumber).map((r) => r.headers.authorization);

  it("asks the service account's token endpoint once for exports sent together or soon after, and again once the token expired", async () => {
    const google = [freshGoogleChannel()];
    const before = tokens.requests();
    const [first, second] = [await newLead(), await newLead()];
    expect(await deliverDue(await getDb(), google)).toEqual({ delivered: 2, failed: 0 });
    const third = await newLead();
    expect(await deliverDue(await getDb(), google)).toEqual({ delivered: 1, failed: 0 });
    expect(tokens.requests() - before).toBe(1);
    const token = bearerOf(first.leadNumber)[0];
    expect(bearerOf(second.leadNumber)).toEqual([token]);
    expect(bearerOf(third.leadNumber)).toEqual([token]);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + TOKEN_LIFETIME_S * 1000 + 1000);
      expect(tokens.accepts(token)).toBe(false);
      // The three requests Google took are not checked in this pass: it sends the new one only.
      await settleOutbox();
      const later = await newLead();
      expect(await deliverDue(await getDb(), google)).toEqual({ delivered: 1, failed: 0 });
      expect(tokens.requests() - before).toBe(2);
      const [renewed] = bearerOf(later.leadNumber);
      expect(renewed).not.toBe(token);
      expect(tokens.accepts(renewed)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(tokens.problems).toEqual([]);
  });

  it("keeps Google's export pending when the token endpoint refuses, logs no credential, and sends it once a token comes", async () => {
    const google = [freshGoogleChannel()];
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { leadNumber } = await newLead();
    tokens.refuse(true);
    let logged: string;
    try {
      expect(await deliverDue(await getDb(), google)).toEqual({ delivered: 0, failed: 1 });
    } finally {
      tokens.refuse(false);
      logged = inspect(warnings.mock.calls, { depth: 10 });
      warnings.mockRestore();
    }
    const [failed] = (await exportsOf(leadNumber)).filter((r) => r.channel === "google-data-manager");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.last_error).toBe(
      `Google's token endpoint gave ${account.email} no access token: 400 invalid_grant: Invalid grant: account not found`,
    );
    expect(googleEvents(leadNumber)).toHaveLength(0);
    // The log says why; neither the key nor the signed assertion (a JWT: "eyJ…") reaches it.
    expect(logged).toContain("invalid_grant");
    expect(logged).not.toContain(account.privateKey.split("\n")[1]);
    expect(logged).not.toContain("eyJ");

    expect(await deliverDue(await getDb(), google, Date.now() + DAY)).toEqual({ delivered: 1, failed: 0 });
    expect(googleEvents(leadNumber)).toHaveLength(1);
    expect((await exportsOf(leadNumber)).find((r) => r.channel === "google-data-manager")?.request_id).toBeTruthy();
  });

  it("sends GA4 generate_lead on the _ga cookie's client id and the stream's session, backdated, with its value", async () => {
    const { leadNumber, createdAt } = await newLead();
    await deliverDue(await getDb(), channels);

    const [ga4] = ga4Events(leadNumber);
    expect(ga4?.query.get("measurement_id")).toBe("G-TEST123");
    expect(ga4?.query.get("api_secret")).toBe("ga-secret");
    expect(ga4?.body).toEqual({
      client_id: "123456789.1700000000",
      timestamp_micros: createdAt.getTime() * 1000,
      events: [
        {
          name: "generate_lead",
          params: {
            transaction_id: leadNumber,
            session_id: "1700000123",
            engagement_time_msec: 100,
            value: VALUE,
            currency: "USD",
          },
        },
      ],
    });
  });

  it("reports a confirmed booking with its chosen window's price as the value, to Meta and GA4 alike", async () => {
    const db = await getDb();
    // An ad brought this visitor to the calculator: only such a booking is reported (docs/conversions.md).
    const signals = {
      clicks: { fbclid: { id: FBCLID, at: Date.now() - HOUR }, gclid: { id: GCLID, at: Date.now() - HOUR } },
    };
    const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery({ signals: JSON.stringify(signals) })));
    const { url } = await createOpportunity(db, { request, client: { ip: "203.0.113.9", userAgent: "vitest" } });
    const outcome = await confirmOpportunity(db, {
      token: url.replace("/booking/", ""),
      window: { kind: "standard", from: "2026-12-01", to: "2026-12-03", low: 1000, high: 1200 },
      contact: { firstName: "Ana", email: `booker-${Date.now()}@example.com`, phone: "(305) 871-2345" },
      consent: { given: false, text: "Consent text", shownAt: "2026-11-10T10:00:00.000Z" },
      conversion: { request: requestSignals(new Headers({ cookie: COOKIES }), "G-TEST123"), clientIp: "203.0.113.9" },
    });
    if (outcome.kind !== "confirmed") throw new Error(`not confirmed: ${outcome.kind}`);
    await deliverDue(db, channels);
    const meta = metaEvents(outcome.leadNumber)[0]?.body as { data: Record<string, unknown>[] } | undefined;
    expect(meta?.data[0]).toMatchObject({ event_name: "Schedule", custom_data: { value: 1100, currency: "USD" } });
    expect(ga4Events(outcome.leadNumber)[0]?.body).toMatchObject({
      events: [{ name: "close_convert_lead", params: { value: 1100, currency: "USD", session_id: "1700000123" } }],
    });
  });

  it("reports a booking whose order was signed with the signed price and currency, and leads:report's export lines tell the same value", async () => {
    const db = await getDb();
    const signals = {
      clicks: { fbclid: { id: FBCLID, at: Date.now() - HOUR }, gclid: { id: GCLID, at: Date.now() - HOUR } },
    };
    const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery({ signals: JSON.stringify(signals) })));
    const { url } = await createOpportunity(db, { request, client: { ip: "203.0.113.9", userAgent: "vitest" } });
    const token = url.replace("/booking/", "");
    const outcome = await confirmOpportunity(db, {
      token,
      window: { kind: "standard", from: "2026-12-01", to: "2026-12-03", low: 1000, high: 1200 },
      contact: { firstName: "Ana", email: `signer-${Date.now()}@example.com`, phone: "(305) 871-2345" },
      consent: { given: false, text: "Consent text", shownAt: "2026-11-10T10:00:00.000Z" },
      conversion: { request: requestSignals(new Headers({ cookie: COOKIES }), "G-TEST123"), clientIp: "203.0.113.9" },
    });
    if (outcome.kind !== "confirmed") throw new Error(`not confirmed: ${outcome.kind}`);
    const view = await orderViewOf(db, token);
    if (view?.kind !== "to-sign") throw new Error(`Expected an order to sign, got ${view?.kind}`);
    const signing = await signOrder(db, {
      token,
      signerName: "Ana Pérez",
      disclosureCode: disclosureCode(token),
      orderSha256: view.orderSha256,
      client: { ipHash: "h", userAgent: null },
    });
    if (signing.kind !== "signed") throw new Error(`not signed: ${signing.kind}`);
    const signed = { value: signing.order.priceCents / 100, currency: signing.order.currency };
    // The window's middle (1100) is what an unsigned booking is worth: the signed price must be told instead.
    expect(signed.value).not.toBe(1100);

    const withSigned = destinations.map((d) =>
      conversionChannel(conversionExporter(d, config, undefined, signedPrices)),
    );
    await deliverDue(db, withSigned);
    const meta = metaEvents(outcome.leadNumber)[0]?.body as { data: Record<string, unknown>[] } | undefined;
    expect(meta?.data[0]).toMatchObject({ event_name: "Schedule", custom_data: signed });
    expect(ga4Events(outcome.leadNumber)[0]?.body).toMatchObject({
      events: [{ name: "close_convert_lead", params: signed }],
    });

    const leadId = await leadIdOf(outcome.leadNumber);
    const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).execute();
    const rows = (await listExportsSince(db, new Date(Date.now() - HOUR))).filter((r) => r.lead_id === leadId);
    const report = leadsReport(lead, rows, [], [], await signedPrices(db, [leadId]));
    const done = report.exports.filter((line) => line.exported > 0);
    expect(done.map((line) => line.destination)).toEqual(expect.arrayContaining(["meta-capi", "ga4-mp"]));
    for (const line of done) expect(line.value).toEqual({ [signed.currency]: signed.value });
  });

  it("marks sends in each platform's test mode tested, not done, and sends them for real once the mode is off", async () => {
    const testConfig = conversionsConfig(
      getEnv({
        ...liveEnv,
        META_TEST_EVENT_CODE: "TEST123",
        GOOGLE_DATA_MANAGER_VALIDATE_ONLY: "true",
        GA4_DEBUG: "true",
      }),
    );
    const inTest = destinations.map((d) => conversionChannel(conversionExporter(d, testConfig)));
    const { leadNumber } = await newLead();
    expect(await deliverDue(await getDb(), inTest)).toEqual({ delivered: 3, failed: 0 });
    const tested = await exportsOf(leadNumber);
    expect(tested.map((r) => [r.channel, r.status])).toEqual([
      ["ga4-mp", "tested"],
      ["google-data-manager", "tested"],
      ["meta-capi", "tested"],
    ]);
    expect(tested.find((r) => r.channel === "meta-capi")?.client_ip).toBe("203.0.113.7");
    expect(metaEvents(leadNumber)[0]?.body).toMatchObject({ test_event_code: "TEST123" });
    expect(sentTo("/debug/mp/collect", () => true).length).toBeGreaterThan(0);
    // Still in test mode: a tested row is not sent again.
    expect(await deliverDue(await getDb(), inTest)).toEqual({ delivered: 0, failed: 0 });
    // The mode is off: each goes for real, once.
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 3, failed: 0 });
    expect(metaEvents(leadNumber)).toHaveLength(2);
    expect(metaEvents(leadNumber)[1]?.body).not.toHaveProperty("test_event_code");
    expect(googleEvents(leadNumber).map((r) => (r.body as { validateOnly: boolean }).validateOnly)).toEqual([
      true,
      false,
    ]);
    expect((await exportsOf(leadNumber)).map((r) => [r.channel, r.status])).toEqual([
      ["ga4-mp", "done"],
      ["google-data-manager", "pending"],
      ["meta-capi", "done"],
    ]);
  });

  it("drops the client IP a tested Meta row kept once Meta's window has passed, and keeps a fresh one's", async () => {
    const db = await getDb();
    const [old, fresh] = [await newLead({ at: new Date(Date.now() - 8 * DAY) }), await newLead()];
    for (const { leadNumber, createdAt } of [old, fresh]) {
      await db
        .updateTable("outbox")
        .set({ status: "tested", created_at: createdAt.toISOString() })
        .where("lead_id", "=", await leadIdOf(leadNumber))
        .where("channel", "=", "meta-capi")
        .execute();
    }
    await housekeep(db);
    const ipOf = async (n: string) => (await exportsOf(n)).find((r) => r.channel === "meta-capi")?.client_ip;
    expect(await ipOf(old.leadNumber)).toBeNull();
    expect(await ipOf(fresh.leadNumber)).toBe("203.0.113.7");
  });

  it("keeps GA4's validation messages as the reason an event sent in debug mode failed", async () => {
    const debug = conversionChannel(
      conversionExporter("ga4-mp", conversionsConfig(getEnv({ ...liveEnv, GA4_DEBUG: "true" }))),
    );
    const { leadNumber } = await newLead();
    receiver.ga4ValidationMessages([
      { fieldPath: "events[0].params.value", description: "Value must be a number.", validationCode: "VALUE_INVALID" },
    ]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await deliverDue(await getDb(), [debug])).toEqual({ delivered: 0, failed: 1 });
    } finally {
      receiver.ga4ValidationMessages([]);
      warn.mockRestore();
    }
    const row = (await exportsOf(leadNumber)).find((r) => r.channel === "ga4-mp");
    expect(row?.status).toBe("dead");
    expect(row?.last_error).toBe(
      "GA4's validation server refused the event: VALUE_INVALID events[0].params.value: Value must be a number.",
    );
  });

  it("sends nothing for a visitor whose browser sent GPC, or who opted out, and says why on each export", async () => {
    // Consumers of their own: each is remembered as opted out, and the default one must stay exportable.
    const contact = (n: number) => ({ email: `gpc-${n}@example.com`, phone: `(305) 871-23${n}0` });
    const gpc = await newLead({ headers: { "sec-gpc": "1" }, contact: contact(1) });
    const optedOut = await newLead({
      signals: { clicks: { fbclid: { id: FBCLID, at: Date.now() } }, opt_out: true },
      contact: contact(2),
    });
    const viaNavigator = await newLead({ signals: { gpc: true }, contact: contact(3) });
    const before = receiver.attempts();
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.attempts()).toBe(before);

    for (const [lead, reason] of [
      [gpc, "gpc"],
      [optedOut, "opt-out"],
      [viaNavigator, "gpc"],
    ] as const) {
      expect((await exportsOf(lead.leadNumber)).map((r) => [r.status, r.skip_reason, r.client_ip])).toEqual([
        ["skipped", reason, null],
        ["skipped", reason, null],
        ["skipped", reason, null],
      ]);
    }
  });

  it("skips a platform that did not bring the visitor: no click id, no GA client id", async () => {
    const { leadNumber } = await newLead({ signals: {}, headers: { cookie: "" } });
    expect((await exportsOf(leadNumber)).map((r) => [r.channel, r.status, r.skip_reason])).toEqual([
      ["ga4-mp", "skipped", "no-click-id"],
      ["google-data-manager", "skipped", "no-click-id"],
      ["meta-capi", "skipped", "no-click-id"],
    ]);
  });

  it("delivers one request per conversion when the receiver fails twice first", async () => {
    const { leadNumber } = await newLead();
    receiver.failNext(2);
    const first = await deliverDue(await getDb(), channels);
    expect(first.failed).toBe(2);
    // Each later pass runs after the backoff of the rows it retries.
    for (let pass = 1; pass <= 3; pass += 1) await deliverDue(await getDb(), channels, Date.now() + pass * DAY);
    expect(metaEvents(leadNumber)).toHaveLength(1);
    expect(googleEvents(leadNumber)).toHaveLength(1);
    expect(ga4Events(leadNumber)).toHaveLength(1);
    expect((await exportsOf(leadNumber)).map((r) => r.status)).toEqual(["done", "done", "done"]);
  });

  it("gives up past a platform's window with the reason, and still sends where the window is open", async () => {
    const { leadNumber } = await newLead({ at: new Date(Date.now() - 8 * DAY) });
    const pass = await deliverDue(await getDb(), channels);
    expect(pass).toEqual({ delivered: 1, failed: 2 });
    expect(metaEvents(leadNumber)).toHaveLength(0);
    expect(googleEvents(leadNumber)).toHaveLength(1);
    const rows = await exportsOf(leadNumber);
    expect(rows.map((r) => [r.channel, r.status, r.client_ip])).toEqual([
      ["ga4-mp", "dead", null],
      ["google-data-manager", "pending", null],
      ["meta-capi", "dead", null],
    ]);
    expect(rows.find((r) => r.channel === "meta-capi")?.last_error).toBe(
      "meta-capi takes conversions up to 7 days old; this one is 8 days old",
    );
    expect(rows.find((r) => r.channel === "ga4-mp")?.last_error).toMatch(
      /^ga4-mp takes conversions up to 72 hours old/,
    );
  });

  it("keeps one export per lead, conversion and destination: a second row is refused", async () => {
    const { leadNumber } = await newLead();
    const db = await getDb();
    const lead = { id: await leadIdOf(leadNumber) };
    const twin = {
      id: crypto.randomUUID(),
      lead_id: lead.id,
      channel: "meta-capi" as const,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: Date.now(),
      created_at: new Date().toISOString(),
      conversion: "lead",
    };
    await expect(db.insertInto("outbox").values(twin).execute()).rejects.toThrow();
  });

  it("writes each request as JSON without its secrets when a destination has no credentials", async () => {
    const { leadNumber, seen } = await newLead();
    const fileDir = path.join(dir, "files");
    const bare = conversionsConfig(getEnv({ SITE_URL: "https://shiplux.com", DATA_DIR: fileDir }));
    const fileChannels = (["meta-capi", "google-data-manager", "ga4-mp"] as const).map((d) =>
      conversionChannel(conversionExporter(d, bare)),
    );
    expect(await deliverDue(await getDb(), fileChannels)).toEqual({ delivered: 3, failed: 0 });
    const files = readdirSync(path.join(fileDir, "conversions")).sort();
    expect(files).toEqual([
      `${leadNumber}-lead-ga4-mp.json`,
      `${leadNumber}-lead-google-data-manager.json`,
      `${leadNumber}-lead-meta-capi.json`,
    ]);
    const meta = JSON.parse(readFileSync(path.join(fileDir, "conversions", files[2] ?? ""), "utf8")) as {
      url: string;
      body: { data: { event_id: string; user_data: { fbc: string } }[] };
    };
    expect(meta.url).toBe("https://graph.facebook.com/v24.0/{META_PIXEL_ID}/events?access_token={META_ACCESS_TOKEN}");
    expect(meta.body.data[0]?.event_id).toBe(leadNumber);
    expect(meta.body.data[0]?.user_data.fbc).toBe(`fb.1.${seen}.${FBCLID}`);
    const google = readFileSync(path.join(fileDir, "conversions", files[1] ?? ""), "utf8");
    expect(google).not.toContain("Bearer");
  });
}
