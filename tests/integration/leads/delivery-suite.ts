import { simpleParser } from "mailparser";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { getDb } from "@/lib/db";
import { customerEmailChannel, emailChannel, webhookChannel, type Channel } from "@/lib/leads/delivery/channels";
import { BACKOFF_MAX_MS, DELIVERY_HORIZON_MS } from "@/lib/leads/delivery/constants";
import { alertDeadRows } from "@/lib/leads/delivery/dead-alert";
import { smtpMailer } from "@/lib/email/mailer";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { createLead } from "@/lib/leads/service";
import { simpleCreateSdkSchema } from "@/lib/quote/server";
import { type Engine, settleOutbox, suiteOnEngine } from "./engines";
import { closedPortUrl, startSmtp, startWebhook } from "./receivers";
import { freshIp, sdkBody } from "./requests";

const SECRET = "test-webhook-secret";

const TOUCHES = {
  first: { utm_source: "google", utm_medium: "cpc", utm_campaign: "snowbirds", gclid: "abc", landing_path: "/" },
  last: { utm_source: "newsletter", utm_medium: "email", landing_path: "/quote" },
};

async function newLead(firstName: string): Promise<string> {
  const payload = simpleCreateSdkSchema.parse(sdkBody({ first_name: firstName, attribution: TOUCHES }));
  const result = await createLead(await getDb(), {
    lead: { kind: "sdk", payload },
    client: { ip: freshIp(), userAgent: "vitest" },
  });
  expect(result.status_code).toBe(200);
  return result.lead_number;
}

/** A lead's delivery rows; its conversion exports have their own suite (tests/integration/conversions). */
async function outboxOf(leadNumber: string) {
  const db = await getDb();
  return db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.channel", "outbox.status", "outbox.attempts", "outbox.next_attempt_at", "outbox.last_error"])
    .where("leads.lead_number", "=", leadNumber)
    .where("outbox.conversion", "is", null)
    .orderBy("outbox.channel")
    .execute();
}

export function defineDeliverySuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("delivery", prepare);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let channels: Channel[];
  let deadUrl: string;

  beforeAll(async () => {
    if (!engine.ready()) return;
    smtp = await startSmtp();
    hook = await startWebhook(SECRET);
    deadUrl = await closedPortUrl();
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    channels = [
      emailChannel(mailer, "sales@shiplux.com", DELIVERY_CONTENT),
      webhookChannel(hook.url, SECRET, DELIVERY_CONTENT),
      customerEmailChannel(mailer, "https://shiplux.com", DELIVERY_CONTENT),
    ];
  });

  afterAll(async () => {
    await smtp?.stop();
    await hook?.stop();
  });

  beforeEach(async () => {
    if (engine.ready()) await settleOutbox();
  });

  it("e-mails the lead to the sales address and the visitor and posts it to the webhook with a valid HMAC", async () => {
    const leadNumber = await newLead("Mailme");
    const pass = await deliverDue(await getDb(), channels);
    expect(pass).toEqual({ delivered: 3, failed: 0 });

    const mail = smtp.mails.find((m) => m.raw.includes(leadNumber) && m.to.includes("sales@shiplux.com"));
    expect(mail?.to).toEqual(["sales@shiplux.com"]);
    expect((await simpleParser(mail?.raw ?? "")).text).toContain(
      "First touch: utm_source=google utm_medium=cpc utm_campaign=snowbirds gclid=abc landing_path=/",
    );
    expect(smtp.mails.filter((m) => m.raw.includes(leadNumber) && m.to.includes("ana.perez@example.com"))).toHaveLength(
      1,
    );
    expect(mail?.raw).toContain("Mailme");
    expect(mail?.raw).toContain("Toyota Camry");

    const received = hook.hooks.find(
      (h) => (h.body as { lead: { lead_number: string } }).lead.lead_number === leadNumber,
    );
    expect(received?.signatureValid).toBe(true);
    const body = received?.body as { event: string; lead: Record<string, unknown> };
    expect(body.event).toBe("lead.created");
    expect(body.lead).toMatchObject({
      first_name: "Mailme",
      email: "ana.perez@example.com",
      fbclid: "xyz",
      attribution: TOUCHES,
    });
    expect(body.lead).not.toHaveProperty("payload_json");
    expect(received?.headers["idempotency-key"]).toBeTruthy();

    expect((await outboxOf(leadNumber)).map((r) => r.status)).toEqual(["done", "done", "done"]);
    // Delivered rows are not sent again.
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 0, failed: 0 });
  });

  it("fails delivery when the body is signed with another key (the receiver really checks)", async () => {
    const leadNumber = await newLead("Forged");
    const pass = await deliverDue(await getDb(), [webhookChannel(hook.url, "not-the-secret", DELIVERY_CONTENT)]);
    expect(pass).toEqual({ delivered: 0, failed: 1 });
    const forged = hook.hooks.find(
      (h) => (h.body as { lead: { lead_number: string } }).lead.lead_number === leadNumber,
    );
    expect(forged?.signatureValid).toBe(false);
    expect((await outboxOf(leadNumber)).find((r) => r.channel === "webhook")?.last_error).toContain("401");
  });

  it("retries a failing webhook later with backoff and delivers once it recovers", async () => {
    const leadNumber = await newLead("Retry");
    hook.failNext(1);
    const before = Date.now();
    const first = await deliverDue(await getDb(), channels);
    expect(first).toEqual({ delivered: 2, failed: 1 });
    const webhookRow = (await outboxOf(leadNumber)).find((r) => r.channel === "webhook");
    expect(webhookRow).toMatchObject({ status: "pending", attempts: 1 });
    expect(webhookRow?.last_error).toContain("503");
    expect(Number(webhookRow?.next_attempt_at)).toBeGreaterThan(before);

    // Not due yet: nothing is sent right away.
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 0, failed: 0 });
    // Later, past the backoff, it goes through.
    const later = await deliverDue(await getDb(), channels, Date.now() + BACKOFF_MAX_MS + 1000);
    expect(later).toEqual({ delivered: 1, failed: 0 });
    expect((await outboxOf(leadNumber)).map((r) => r.status)).toEqual(["done", "done", "done"]);
    expect(
      hook.hooks.filter((h) => (h.body as { lead: { lead_number: string } }).lead.lead_number === leadNumber),
    ).toHaveLength(1);
  });

  it("retries a dead CRM until the 3-day horizon, whatever the count, then marks the row dead with the reason", async () => {
    const leadNumber = await newLead("Dead");
    const deadWebhook = webhookChannel(deadUrl, SECRET, DELIVERY_CONTENT);
    const start = Date.now();
    let now = start;
    // Two days in, after more tries than the old limit of 10, it is still being retried.
    for (let i = 0; i < 16; i++) {
      await deliverDue(await getDb(), [deadWebhook], now);
      now += 3 * 60 * 60_000;
    }
    const halfway = (await outboxOf(leadNumber)).find((r) => r.channel === "webhook");
    expect(halfway?.status).toBe("pending");
    expect(halfway?.attempts).toBeGreaterThan(10);
    // Its tries are never scheduled past the horizon: the last one is at it.
    for (let pass = 0; pass < 40 && now <= start + DELIVERY_HORIZON_MS + BACKOFF_MAX_MS; pass++) {
      await deliverDue(await getDb(), [deadWebhook], now);
      now += BACKOFF_MAX_MS;
    }
    const row = (await outboxOf(leadNumber)).find((r) => r.channel === "webhook");
    expect(row?.status).toBe("dead");
    expect(Number(row?.next_attempt_at)).toBeLessThanOrEqual(start + DELIVERY_HORIZON_MS + 5_000);
    expect(row?.last_error).toMatch(/fetch failed.*\(retried until \d{4}-\d\d-\d\dT/);
  });

  it("does not count a redirect as delivered: the 301 is not followed, the row stays pending with where it points", async () => {
    const leadNumber = await newLead("Moved");
    const before = hook.hooks.length;
    hook.answerWith({ status: 301, headers: { location: "https://crm.example/new-hooks" } });
    try {
      const pass = await deliverDue(await getDb(), [webhookChannel(hook.url, SECRET, DELIVERY_CONTENT)]);
      expect(pass).toEqual({ delivered: 0, failed: 1 });
    } finally {
      hook.answerWith(undefined);
    }
    expect(hook.hooks.length).toBe(before);
    const row = (await outboxOf(leadNumber)).find((r) => r.channel === "webhook");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toContain("Webhook answered 301, a redirect to https://crm.example/new-hooks");
    // Once the CRM is back at its address, the lead arrives once.
    const again = await deliverDue(await getDb(), [channels[1]!], Date.now() + BACKOFF_MAX_MS);
    expect(again).toEqual({ delivered: 1, failed: 0 });
    expect((await outboxOf(leadNumber)).find((r) => r.channel === "webhook")?.status).toBe("done");
  });

  it("stops at once on 410 Gone, and sales get one alert an hour at most, each dead row in exactly one", async () => {
    const db = await getDb();
    const sales = smtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    const now = Date.now();
    // Rows that died in earlier tests are told first, so this test sees only its own.
    await alertDeadRows(db, sales, "alerts@shiplux.com", now - 3 * 60 * 60_000);
    const [gone, later] = [await newLead("Gone"), await newLead("Later")];
    hook.answerWith({ status: 410 });
    try {
      const pass = await deliverDue(db, [webhookChannel(hook.url, SECRET, DELIVERY_CONTENT)]);
      expect(pass).toEqual({ delivered: 0, failed: 2 });
    } finally {
      hook.answerWith(undefined);
    }
    for (const n of [gone, later]) {
      const row = (await outboxOf(n)).find((r) => r.channel === "webhook");
      expect(row).toMatchObject({ status: "dead", attempts: 1 });
      expect(row?.last_error).toBe("Webhook answered 410 Gone: the CRM says this address no longer takes leads");
    }
    const alerts = () => smtp.mails.filter((m) => m.to.includes("alerts@shiplux.com"));
    const already = alerts().length;
    expect(await alertDeadRows(db, sales, "alerts@shiplux.com", now)).toBe(2);
    expect(alerts()).toHaveLength(already + 1);
    const text = (await simpleParser(alerts().at(-1)?.raw ?? "")).text ?? "";
    expect(text).toContain(`${gone} on webhook: Webhook answered 410 Gone`);
    expect(text).toContain(`${later} on webhook`);
    // Another row dies within the hour: no second e-mail until the hour is over, and then only the new row.
    const third = await newLead("Third");
    hook.answerWith({ status: 410 });
    try {
      await deliverDue(db, [webhookChannel(hook.url, SECRET, DELIVERY_CONTENT)]);
    } finally {
      hook.answerWith(undefined);
    }
    expect(await alertDeadRows(db, sales, "alerts@shiplux.com", now + 30 * 60_000)).toBe(0);
    expect(alerts()).toHaveLength(already + 1);
    expect(await alertDeadRows(db, sales, "alerts@shiplux.com", now + 61 * 60_000)).toBe(1);
    const next = (await simpleParser(alerts().at(-1)?.raw ?? "")).text ?? "";
    expect(next).toContain(third);
    expect(next).not.toContain(gone);
  });

  it("keeps taking leads and delivering e-mail while the webhook is dead", async () => {
    const leadNumber = await newLead("Partial");
    const pass = await deliverDue(await getDb(), [channels[0]!, webhookChannel(deadUrl, SECRET, DELIVERY_CONTENT)]);
    expect(pass).toEqual({ delivered: 1, failed: 1 });
    const rows = await outboxOf(leadNumber);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ["customer-email", "pending"],
      ["email", "done"],
      ["webhook", "pending"],
    ]);
  });

  it("leaves leads waiting when no channel is configured", async () => {
    const leadNumber = await newLead("Waiting");
    expect(await deliverDue(await getDb(), [])).toEqual({ delivered: 0, failed: 0 });
    expect((await outboxOf(leadNumber)).map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
  });

  it("never sends a row twice when two workers claim at the same moment", async () => {
    const numbers = [await newLead("Race1"), await newLead("Race2"), await newLead("Race3")];
    const db = await getDb();
    const [a, b] = await Promise.all([deliverDue(db, channels), deliverDue(db, channels)]);
    expect(a.delivered + b.delivered).toBe(9);
    for (const n of numbers) {
      expect(smtp.mails.filter((m) => m.raw.includes(n) && m.to.includes("sales@shiplux.com"))).toHaveLength(1);
      expect(smtp.mails.filter((m) => m.raw.includes(n) && m.to.includes("ana.perez@example.com"))).toHaveLength(1);
      expect(
        hook.hooks.filter((h) => (h.body as { lead: { lead_number: string } }).lead.lead_number === n),
      ).toHaveLength(1);
    }
  });
}
