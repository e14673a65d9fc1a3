import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { getEnv } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { confirmOpportunity } from "@/lib/booking/confirm";
import {
  channelsFromEnv,
  customerEmailChannel,
  emailChannel,
  webhookChannel,
  type Channel,
} from "@/lib/leads/delivery/channels";
import { BACKOFF_MAX_MS } from "@/lib/leads/delivery/constants";
import { smtpMailer } from "@/lib/email/mailer";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { claimDue } from "@/lib/leads/delivery/outbox";
import { VISITOR_EMAIL_CEILING_ALERT, VISITOR_EMAIL_SKIPS } from "@/lib/leads/constants";
import { spendVisitorEmail } from "@/lib/leads/visitor-email-budget";
import { estimateForLead } from "@/lib/leads/lead-estimate";
import { createOpportunity } from "@/lib/booking/opportunity";
import { LEAD_RECEIVED, createLead } from "@/lib/leads/service";
import { ESTIMATE_NOT_BINDING } from "@/lib/estimate/format";
import { CONFIRMATION_EMAIL_SKIPPED } from "@/lib/quote";
import { quickQuoteQuerySchema, simpleCreateSdkSchema } from "@/lib/quote/server";
import { type Engine, settleOutbox, suiteOnEngine } from "./engines";
import { SDK_CAMRY } from "../../support/lead-payloads";
import { closedPortUrl, startSmtp, startWebhook } from "./receivers";
import { freshIp, quickQuery, sdkBody } from "./requests";

const SECRET = "test-webhook-secret";
const SITE = "https://www.shiplux.example";

/** A lead stored as the route stores it, with the server's own estimate. */
async function newLead(email: string, over: Record<string, unknown> = {}, ip = freshIp()): Promise<string> {
  const lead = { kind: "sdk" as const, payload: simpleCreateSdkSchema.parse(sdkBody({ email, ...over })) };
  const result = await createLead(await getDb(), {
    lead,
    client: { ip, userAgent: "vitest" },
    estimate: estimateForLead(lead),
  });
  expect(result.status_code).toBe(200);
  return result.lead_number;
}

async function statuses(leadNumber: string): Promise<Record<string, string>> {
  const db = await getDb();
  const rows = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.channel", "outbox.status"])
    .where("leads.lead_number", "=", leadNumber)
    .where("outbox.conversion", "is", null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.channel, r.status]));
}

export function defineCustomerEmailSuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("customer e-mail", prepare);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let channels: Channel[];

  beforeAll(async () => {
    if (!engine.ready()) return;
    smtp = await startSmtp();
    hook = await startWebhook(SECRET);
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    channels = [
      emailChannel(mailer, "sales@shiplux.com", DELIVERY_CONTENT),
      customerEmailChannel(mailer, SITE, DELIVERY_CONTENT),
      webhookChannel(hook.url, SECRET, DELIVERY_CONTENT),
    ];
  });

  afterAll(async () => {
    await smtp?.stop();
    await hook?.stop();
  });

  beforeEach(async () => {
    if (engine.ready()) await settleOutbox();
  });

  const mailsTo = (address: string, leadNumber: string) =>
    smtp.mails.filter((m) => m.to.includes(address) && m.raw.includes(leadNumber));

  it("sends one lead's visitor one confirmation with both parts, the quote number and the estimate marked as not binding", async () => {
    const leadNumber = await newLead("one@example.com");
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 3, failed: 0 });
    expect(mailsTo("sales@shiplux.com", leadNumber)).toHaveLength(1);
    const [mail] = mailsTo("one@example.com", leadNumber);
    const parsed = await simpleParser(mail?.raw ?? "");
    expect(parsed.subject).toContain(leadNumber);
    expect(parsed.text).toContain(`Your quote number is ${leadNumber}`);
    expect(parsed.text).toContain(ESTIMATE_NOT_BINDING);
    expect(parsed.text).toContain("2021 Toyota Camry (Car)");
    expect(parsed.html).toContain(leadNumber);
    expect(parsed.html).toContain('<html lang="en">');
    expect(parsed.html).not.toMatch(/<img|src=/i);
    expect(parsed.replyTo?.text).toBe("sales@shiplux.com");
    expect(mail?.raw).toMatch(/^List-Unsubscribe: <mailto:info@shiplux\.com\?subject=stop>/m);
  });

  it("sends each e-mail exactly once across an SMTP failure and its recovery, under the same Message-ID", async () => {
    const leadNumber = await newLead("retry@example.com");
    smtp.failNext(2);
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 1, failed: 2 });
    expect(await statuses(leadNumber)).toEqual({ email: "pending", "customer-email": "pending", webhook: "done" });
    const later = await deliverDue(await getDb(), channels, Date.now() + BACKOFF_MAX_MS + 1000);
    expect(later).toEqual({ delivered: 2, failed: 0 });
    expect(mailsTo("sales@shiplux.com", leadNumber)).toHaveLength(1);
    expect(mailsTo("retry@example.com", leadNumber)).toHaveLength(1);
    expect(await statuses(leadNumber)).toEqual({ email: "done", "customer-email": "done", webhook: "done" });
  });

  it("gives a resend the first attempt's Message-ID, so the visitor's mail system can tell it is a copy", async () => {
    const leadNumber = await newLead("resend@example.com");
    await deliverDue(await getDb(), channels);
    // As if the process died after the server took the message and before the row was marked done.
    const db = await getDb();
    await db
      .updateTable("outbox")
      .set({ status: "pending" })
      .where("channel", "=", "customer-email")
      .where("status", "=", "done")
      .execute();
    await deliverDue(db, channels);
    const ids = await Promise.all(
      mailsTo("resend@example.com", leadNumber).map(async (m) => (await simpleParser(m.raw)).messageId),
    );
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });

  it("keeps the sales e-mail and the webhook going when the visitor's mailbox is refused", async () => {
    smtp.reject.add("bounce@example.com");
    const leadNumber = await newLead("bounce@example.com");
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 2, failed: 1 });
    expect(await statuses(leadNumber)).toEqual({ email: "done", "customer-email": "pending", webhook: "done" });
  });

  it("keeps the lead and the webhook when the mail server is down", async () => {
    const dead = smtpMailer((await closedPortUrl()).replace("http:", "smtp:"));
    const leadNumber = await newLead("down@example.com");
    const pass = await deliverDue(await getDb(), [
      emailChannel(dead, "sales@shiplux.com", DELIVERY_CONTENT),
      customerEmailChannel(dead, SITE, DELIVERY_CONTENT),
      webhookChannel(hook.url, SECRET, DELIVERY_CONTENT),
    ]);
    expect(pass).toEqual({ delivered: 1, failed: 2 });
    expect(await statuses(leadNumber)).toEqual({ email: "pending", "customer-email": "pending", webhook: "done" });
  });

  it("sends nothing for a quick-calculator request, whatever address it carries", async () => {
    const request = quickQuoteQuerySchema.parse(
      Object.fromEntries(quickQuery({ email: "stranger@example.com", first_name: "Cal" })),
    );
    await createOpportunity(await getDb(), { request, client: { ip: freshIp(), userAgent: "vitest" } });
    const db = await getDb();
    const queued = await db.selectFrom("outbox").select("id").where("opportunity_id", "is not", null).execute();
    expect(queued).toEqual([]);
    expect(await deliverDue(db, channels)).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.to.includes("stranger@example.com"))).toEqual([]);
  });

  it("skips the fourth visitor e-mail to one mailbox in a day, however the address is written, and still delivers the lead to sales", async () => {
    const spellings = ["walt.er@gmail.com", "Walter@GMAIL.com", "walter+quote@googlemail.com", "w.a.l.t.e.r@gmail.com"];
    const numbers = [];
    for (const email of spellings) numbers.push(await newLead(email));
    const db = await getDb();
    const rows = await db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .select(["leads.lead_number", "outbox.channel", "outbox.status", "outbox.last_error"])
      .where("leads.lead_number", "in", numbers)
      .where("outbox.channel", "=", "customer-email")
      .orderBy("leads.lead_number")
      .execute();
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending", "pending", "skipped"]);
    expect(rows[3]?.last_error).toBe(VISITOR_EMAIL_SKIPS.mailbox.sentence);
    await deliverDue(db, channels);
    for (const leadNumber of numbers) expect(mailsTo("sales@shiplux.com", leadNumber)).toHaveLength(1);
    expect(mailsTo(spellings[3] ?? "", numbers[3] ?? "")).toEqual([]);
  });

  it("tells the visitor in the answer when their request got no confirmation e-mail, and only then", async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const lead = {
        kind: "sdk" as const,
        payload: simpleCreateSdkSchema.parse(sdkBody({ email: "rita.m@example.com" })),
      };
      answers.push(await createLead(await getDb(), { lead, client: { ip: freshIp(), userAgent: "vitest" } }));
    }
    expect(answers.map((a) => [a.status_code, a.email_sent, a.description])).toEqual([
      [200, true, LEAD_RECEIVED],
      [200, true, LEAD_RECEIVED],
      [200, true, LEAD_RECEIVED],
      [200, false, `${LEAD_RECEIVED} ${CONFIRMATION_EMAIL_SKIPPED}`],
    ]);
  });

  it("stops one client's visitor e-mails past its own budget, spending no one else's, and nothing for a lead not stored", async () => {
    const db = await getDb();
    const now = new Date();
    const limits = { perMailbox: 3, perClient: 2, perHour: 1000 };
    const client = { kind: "client" as const, clientKeyHash: `client-${freshIp()}` };
    const spend = (address: string) => spendVisitorEmail(db, address, client, now, limits);
    expect([await spend("a@own.example"), await spend("b@own.example"), await spend("c@own.example")]).toEqual([
      null,
      null,
      "client",
    ]);
    // The refused third spent nothing of c's mailbox: another client still reaches it three times.
    const other = { kind: "client" as const, clientKeyHash: `client-${freshIp()}` };
    const again = [];
    for (let i = 0; i < 3; i += 1) again.push(await spendVisitorEmail(db, "c@own.example", other, now, limits));
    expect(again).toEqual([null, null, "client"]);
    const tight = { perMailbox: 1, perClient: 1, perHour: 1000 };
    const once = { kind: "client" as const, clientKeyHash: `client-${freshIp()}` };
    await db
      .transaction()
      .execute(async (trx) => {
        await spendVisitorEmail(trx, "d@rolled-back.example", once, now, tight);
        throw new Error("the lead's write failed");
      })
      .catch(() => undefined);
    expect(await spendVisitorEmail(db, "d@rolled-back.example", once, now, tight)).toBeNull();
  });

  it("never skips a confirmation the visitor asked for on the booking page", async () => {
    const db = await getDb();
    const limits = { perMailbox: 1, perClient: 1, perHour: 1 };
    const verdicts = [];
    for (let i = 0; i < 5; i += 1)
      verdicts.push(await spendVisitorEmail(db, "page@example.com", { kind: "booking-page" }, new Date(), limits));
    expect(verdicts).toEqual([null, null, null, null, null]);
  });

  it("lets 50 junk leads to one provider's random mailboxes skip none of that provider's real visitors", async () => {
    const attacker = freshIp();
    const junk = [];
    for (let i = 0; i < 50; i += 1) junk.push(await newLead(`junk${i}-${process.pid}@gmail.com`, {}, attacker));
    const visitor = await newLead(`real.visitor.${process.pid}@gmail.com`);
    expect(await statuses(visitor)).toMatchObject({ "customer-email": "pending" });
    const db = await getDb();
    const skipped = await db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .select("outbox.skip_reason")
      .where("leads.lead_number", "in", junk)
      .where("outbox.status", "=", "skipped")
      .where("outbox.channel", "=", "customer-email")
      .execute();
    expect(skipped.map((r) => r.skip_reason)).toEqual(Array(47).fill(VISITOR_EMAIL_SKIPS.client.reason));
  });

  it("alerts sales once when the site's hourly ceiling of visitor e-mails is reached, and still delivers every lead", async () => {
    const db = await getDb();
    // The hour's ceiling as if every earlier visitor e-mail of this hour had already spent it.
    const now = Date.now();
    await db.deleteFrom("rate_limits").where("bucket", "=", "visitor-email-ceiling").execute();
    await db
      .insertInto("rate_limits")
      .values({
        bucket: "visitor-email-ceiling",
        key: "site",
        window_start: now,
        count: getEnv().RATE_LIMIT_VISITOR_EMAILS_PER_HOUR,
      })
      .execute();
    const numbers = [await newLead("ceil1@example.com"), await newLead("ceil2@example.com")];
    await db.deleteFrom("rate_limits").where("bucket", "=", "visitor-email-ceiling").execute();
    await deliverDue(db, channels);
    const sales = await Promise.all(
      numbers.map(async (n) => simpleParser(mailsTo("sales@shiplux.com", n)[0]?.raw ?? "")),
    );
    expect(sales[0]?.subject).toContain(VISITOR_EMAIL_CEILING_ALERT.subject);
    expect(sales[0]?.text).toContain("hourly ceiling of visitor e-mails");
    expect(sales[1]?.subject).not.toContain(VISITOR_EMAIL_CEILING_ALERT.subject);
    expect(sales[1]?.subject).toContain(numbers[1]);
    expect(mailsTo("ceil1@example.com", numbers[0] ?? "")).toEqual([]);
    expect(mailsTo("ceil2@example.com", numbers[1] ?? "")).toEqual([]);
  });

  it("e-mails a hostile lead's visitor none of the words typed into it", async () => {
    const hostile = "URGENT: verify at https://evil.example/login or call +1 900 555 0100";
    const leadNumber = await newLead("target@example.com", {
      first_name: "Your account is suspended",
      origin_city: hostile,
      Vehicles: [{ ...SDK_CAMRY, vehicle_model: hostile }],
    });
    await deliverDue(await getDb(), channels);
    const parsed = await simpleParser(mailsTo("target@example.com", leadNumber)[0]?.raw ?? "");
    expect(parsed.text).toContain("Hello,");
    expect(parsed.text).toContain("your vehicle (Car)");
    for (const part of [parsed.subject ?? "", parsed.text ?? "", String(parsed.html)]) {
      for (const word of ["suspended", "URGENT", "verify", "evil.example", "900 555"]) expect(part).not.toContain(word);
    }
  });

  it("claims every due sales and CRM row before any visitor row", async () => {
    const db = await getDb();
    await db.updateTable("outbox").set({ status: "done" }).where("status", "!=", "done").execute();
    for (const email of ["p1@example.org", "p2@example.org", "p3@example.org"]) await newLead(email);
    const claimed = await claimDue(db, ["customer-email", "email", "webhook"], Date.now() + 1000, 6);
    expect(claimed.map((c) => c.channel).sort()).toEqual(["email", "email", "email", "webhook", "webhook", "webhook"]);
  });

  it("confirms a booking to the visitor with the chosen pickup window", async () => {
    const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery()));
    const { url } = await createOpportunity(await getDb(), { request, client: { ip: freshIp(), userAgent: "vitest" } });
    const outcome = await confirmOpportunity(await getDb(), {
      token: url.replace("/booking/", ""),
      window: { kind: "flexible", from: "2026-12-02", to: "2026-12-08", low: 1100, high: 1300 },
      contact: { firstName: "Bo", email: "booked@example.com", phone: "(305) 871-2345" },
      consent: { given: false, text: "Consent text", shownAt: "2026-11-10T10:00:00.000Z" },
    });
    if (outcome.kind !== "confirmed") throw new Error(`not confirmed: ${outcome.kind}`);
    await deliverDue(await getDb(), channels);
    const parsed = await simpleParser(mailsTo("booked@example.com", outcome.leadNumber)[0]?.raw ?? "");
    expect(parsed.text).toContain("Pickup window: Flexible: Wed, Dec 2 – Tue, Dec 8");
    expect(parsed.text).toContain("Estimated total: $1,100 – $1,300.");
    expect(parsed.text).toContain("by e-mail during business hours");
  });

  it("writes every e-mail as an .eml file under DATA_DIR/mail when SMTP_URL is unset, and marks the rows done", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shiplux-mail-"));
    try {
      const leadNumber = await newLead("files@example.com");
      const fileChannels = channelsFromEnv(getEnv({ DATA_DIR: dataDir }), DELIVERY_CONTENT);
      expect(fileChannels.map((c) => c.name)).toEqual([
        "email",
        "customer-email",
        "meta-capi",
        "google-data-manager",
        "ga4-mp",
        // lib/payments' own channels (DELIVERY_CONTENT.channels): a charge or refund at Stripe, and its e-mail.
        "stripe",
        "payment-email",
      ]);
      expect(await deliverDue(await getDb(), fileChannels)).toEqual({ delivered: 2, failed: 0 });
      const dir = path.join(dataDir, "mail");
      expect(readdirSync(dir).sort()).toEqual([`${leadNumber}-customer.eml`, `${leadNumber}-sales.eml`]);
      const customer = await simpleParser(readFileSync(path.join(dir, `${leadNumber}-customer.eml`)));
      expect(customer.to && "text" in customer.to ? customer.to.text : "").toBe("files@example.com");
      expect(customer.text).toContain(leadNumber);
      expect(customer.html).toContain(leadNumber);
      expect(readFileSync(path.join(dir, `${leadNumber}-sales.eml`), "utf8")).toContain("\r\n");
      expect(await statuses(leadNumber)).toMatchObject({ email: "done", "customer-email": "done", webhook: "pending" });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
