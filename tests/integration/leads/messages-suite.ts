import { simpleParser } from "mailparser";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postSdk } from "@/app/api/leads/simple-create-sdk/route";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { getDb } from "@/lib/db";
import { customerEmailChannel, emailChannel, webhookChannel, type Channel } from "@/lib/leads/delivery/channels";
import { smtpMailer } from "@/lib/email/mailer";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { MESSAGE_RECEIVED, listLeadsSince } from "@/lib/leads/service";
import { CSV_COLUMNS, leadsCsv } from "@/lib/reports/leads-export";
import { leadsReport } from "@/lib/reports/leads-report";
import { listExportsSince } from "@/lib/reports/queries";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { MAX_MESSAGE, messages } from "@/lib/quote/server";
import { CONSENT } from "../../support/lead-payloads";
import { TEST_RATE_LIMIT } from "./endpoints-suite";
import { type Engine, settleOutbox, suiteOnEngine } from "./engines";
import { startSmtp, startWebhook } from "./receivers";
import { contactBody, freshIp, postJson, sdkBody } from "./requests";

const SECRET = "test-webhook-secret";
const SALES = "sales@shiplux.com";
/** The text the contact body carries, line break and all. */
const TEXT = contactBody().message;

type Answer = {
  status_code: number;
  description: string;
  lead_number: string;
  email_sent?: boolean;
  errors?: Record<string, string>;
};

async function sendContact(body: unknown, ip = freshIp()): Promise<{ status: number; answer: Answer }> {
  const response = await postContact(postJson("/api/contact", body, { [CLIENT_IP_HEADER]: ip }));
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function leadByNumber(leadNumber: string) {
  const db = await getDb();
  return db.selectFrom("leads").selectAll().where("lead_number", "=", leadNumber).executeTakeFirstOrThrow();
}

/** Every outbox row of a lead, deliveries and conversion exports alike. */
async function outboxOf(leadNumber: string) {
  const db = await getDb();
  return db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.channel", "outbox.status", "outbox.conversion"])
    .where("leads.lead_number", "=", leadNumber)
    .orderBy("outbox.channel")
    .execute();
}

/** The suite of leads of the "message" shape (POST contact), run on each engine. */
export function defineMessageSuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("message lead", prepare);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let channels: Channel[];

  beforeAll(async () => {
    if (!engine.ready()) return;
    smtp = await startSmtp();
    hook = await startWebhook(SECRET);
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    channels = [
      emailChannel(mailer, SALES, DELIVERY_CONTENT),
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

  it("stores a contact message with no trip, its text and consent, and answers that no e-mail was sent", async () => {
    const { status, answer } = await sendContact(contactBody());
    expect(status).toBe(200);
    expect(answer).toMatchObject({ status_code: 200, description: MESSAGE_RECEIVED, email_sent: false });
    expect(answer.lead_number).toMatch(/^Q-\d{4}-\d{4,}$/);
    const row = await leadByNumber(answer.lead_number);
    expect(row).toMatchObject({
      kind: "contact",
      first_name: "Rosa",
      email: "rosa.diaz@example.com",
      phone: "(305) 871-2345",
      message: TEXT,
      ship_date: null,
      origin_country: null,
      destination_country: null,
      transport_type: null,
      vehicles_json: "[]",
      estimate_json: null,
      consent_given: 1,
      consent_text: CONSENT.text,
    });
  });

  it("queues sales' e-mail and the CRM's webhook only: no visitor e-mail and no conversion export", async () => {
    const { answer } = await sendContact(contactBody());
    expect(await outboxOf(answer.lead_number)).toEqual([
      { channel: "email", status: "pending", conversion: null },
      { channel: "webhook", status: "pending", conversion: null },
    ]);
  });

  it("e-mails sales a message with its own subject and text, and posts it to the CRM", async () => {
    const { answer } = await sendContact(contactBody({ first_name: "Mailme" }));
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 2, failed: 0 });

    const mails = smtp.mails.filter((m) => m.raw.includes(answer.lead_number));
    expect(mails.map((m) => m.to)).toEqual([[SALES]]);
    const mail = await simpleParser(mails[0]?.raw ?? "");
    expect(mail.subject).toBe(`New message ${answer.lead_number}`);
    expect(mail.text).toContain(`Message:\n${TEXT}`);
    expect(mail.text).toContain("Name: Mailme");
    expect(mail.text).not.toContain("Ship date");
    expect(mail.text).not.toContain("Vehicles:");

    const received = hook.hooks.find(
      (h) => (h.body as { lead: { lead_number: string } }).lead.lead_number === answer.lead_number,
    );
    expect(received?.signatureValid).toBe(true);
    expect((received?.body as { lead: Record<string, unknown> }).lead).toMatchObject({
      kind: "contact",
      ship_date: null,
      vehicles: [],
      message: TEXT,
    });
  });

  it("counts the message in the report beside a quote, with no export, and exports it with empty trip columns", async () => {
    const since = new Date(Date.now() - 60_000);
    const { answer } = await sendContact(contactBody({ first_name: "Reported" }));
    const quote = await postSdk(postJson("/api/leads/simple-create-sdk", sdkBody(), { [CLIENT_IP_HEADER]: freshIp() }));
    const quoteNumber = ((await quote.json()) as Answer).lead_number;

    const db = await getDb();
    const mine = (await listLeadsSince(db, since)).filter((l) =>
      [answer.lead_number, quoteNumber].includes(l.lead_number),
    );
    const ids = new Set(mine.map((l) => l.id));
    const exports = (await listExportsSince(db, since)).filter((row) => row.lead_id && ids.has(row.lead_id));
    const report = leadsReport(mine, exports);
    expect(report.total).toMatchObject({ leads: 2, consented: 2, bookings: 0 });
    expect(report.firstTouch.find((line) => line.source === "newsletter")).toMatchObject({ medium: "email", leads: 1 });
    const message = mine.find((l) => l.lead_number === answer.lead_number);
    expect(exports.length).toBeGreaterThan(0);
    expect(exports.filter((row) => row.lead_id === message?.id)).toEqual([]);

    const [header, row] = leadsCsv(message ? [message] : []).split("\r\n");
    expect(header).toBe(CSV_COLUMNS.join(","));
    const cells = Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, row?.split(",")[i]]));
    expect(cells).toMatchObject({
      kind: "contact",
      first_name: "Reported",
      ship_date: "",
      vehicles: "",
      origin_city: "",
    });
    expect(row).toContain(`"${TEXT}"`);
  });

  it("answers 400 with a message per field when the message, name or e-mail is missing or too long", async () => {
    const before = (await listLeadsSince(await getDb(), new Date(0))).length;
    const { status, answer } = await sendContact(
      contactBody({ first_name: "", email: "not-an-address", message: "x".repeat(MAX_MESSAGE + 1), phone: "12" }),
    );
    expect(status).toBe(400);
    expect(answer.errors).toEqual({
      first_name: messages.name,
      email: messages.emailInvalid,
      message: messages.messageLength,
      phone: messages.phoneInvalid,
    });
    const blank = await sendContact(contactBody({ message: "   " }));
    expect(blank.answer.errors).toEqual({ message: messages.message });
    expect((await listLeadsSince(await getDb(), new Date(0))).length).toBe(before);
  });

  it("takes a message without a phone number, stored empty", async () => {
    const { status, answer } = await sendContact(contactBody({ phone: undefined }));
    expect(status).toBe(200);
    expect((await leadByNumber(answer.lead_number)).phone).toBe("");
  });

  it("spends the same per-client lead budget as the quote endpoints", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < TEST_RATE_LIMIT; i++) {
      const body = sdkBody({ first_name: `Budget${i}` });
      statuses.push((await postSdk(postJson("/api/leads/simple-create-sdk", body, { [CLIENT_IP_HEADER]: ip }))).status);
    }
    const limited = await sendContact(contactBody(), ip);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(limited.status).toBe(429);
  });
}
