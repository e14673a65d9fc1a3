import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { sql } from "kysely";
import { NextRequest } from "next/server";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { getEnv } from "@/lib/config/env";
import { channelsFromEnv } from "@/lib/leads/delivery/channels";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { GET as createOpportunityRoute } from "@/app/api/opportunity/create-and-redirect-booking/route";
import { POST as confirmRoute } from "@/app/api/opportunity/[token]/confirm/route";
import { GET as disclosureRoute } from "@/app/api/orders/[token]/disclosure.pdf/route";
import { POST as signRoute } from "@/app/api/orders/[token]/sign/route";
import { GET as signedPdfRoute } from "@/app/api/orders/[token]/signed.pdf/route";
import { CONSENT_TEXT } from "@/components/quote/form/consent";
import { phones } from "@/lib/config";
import { getDb } from "@/lib/db";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { hashIp } from "@/lib/leads/ip-hash";
import { shipmentEventSchema } from "@/lib/shipments";
import { recordShipmentEvent } from "@/lib/shipments/service";
import {
  chargeDueAt,
  disclosureCode,
  handleDisclosurePdfGet,
  handleSignedPdfGet,
  orderViewOf,
  pdfMessages,
  refundOnCancellation,
  signOrder,
  signedOrderFor,
  signingFieldMessages,
  signingMessages,
  type SignedOrder,
} from "@/lib/orders";
import { daysFromToday } from "../../support/days";
import { suiteOnEngine, type Engine } from "../leads/engines";
import { freshIp, postJson, quickQuery } from "../leads/requests";

type Answer = { status_code: number; description: string; errors?: Record<string, string> };
const params = (token: string) => ({ params: Promise.resolve({ token }) });

/** A confirmed booking, made through the real routes: the quick calculator's link, then the confirm. */
async function confirmedBooking(): Promise<string> {
  const create = new NextRequest(`http://127.0.0.1/api/opportunity/create-and-redirect-booking?${quickQuery()}`, {
    headers: { [CLIENT_IP_HEADER]: freshIp(), "user-agent": "vitest" },
  });
  const made = (await (await createOpportunityRoute(create)).json()) as { url: string };
  const token = made.url.replace("/booking/", "");
  const body = {
    window: "standard",
    first_name: "Ana",
    email: "ana.perez@example.com",
    phone: "(305) 871-2345",
    consent: { given: true, text: CONSENT_TEXT, shownAt: "2026-11-10T10:00:00.000Z" },
  };
  const confirmed = await confirmRoute(postJson(`/api/opportunity/${token}/confirm`, body), params(token));
  expect(confirmed.status).toBe(200);
  return token;
}

/** The order the booking page shows for a token, with the hash its form sends back. */
async function shownOrder(token: string) {
  const view = await orderViewOf(await getDb(), token);
  if (view?.kind !== "to-sign") throw new Error(`Expected an order to sign, got ${view?.kind}`);
  return view;
}

async function signFields(token: string, overrides: Record<string, unknown> = {}) {
  return {
    full_name: "Ana María Pérez",
    agree: true,
    disclosure_code: disclosureCode(token),
    order_sha256: (await shownOrder(token)).orderSha256,
    ...overrides,
  };
}

async function signJson(token: string, fields: unknown, ip = freshIp()) {
  const response = await signRoute(
    postJson(`/api/orders/${token}/sign`, fields, { [CLIENT_IP_HEADER]: ip }),
    params(token),
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

function signForm(token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return signRoute(
    new NextRequest(`http://127.0.0.1/api/orders/${token}/sign`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: freshIp(), ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    params(token),
  );
}

async function signedRows(token: string) {
  const db = await getDb();
  return db
    .selectFrom("signed_orders")
    .innerJoin("opportunities", "opportunities.id", "signed_orders.opportunity_id")
    .selectAll("signed_orders")
    .where("opportunities.token", "=", token)
    .execute();
}

export function defineSignSuite(prepare: () => Promise<Engine | string>): void {
  suiteOnEngine("order signing", prepare);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "sign-suite-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("serves the disclosure PDF only for a confirmed booking, with the code the form asks for printed in it", async () => {
    const token = await confirmedBooking();
    const response = await disclosureRoute(new NextRequest("http://127.0.0.1/"), params(token));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const file = path.join(dir, "disclosure.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain(`Your code: ${disclosureCode(token)}`);
    expect(text).toContain("Your right to paper");
    expect(text).toContain("Withdrawing your consent");
    const unknown = await disclosureRoute(new NextRequest("http://127.0.0.1/"), params("x".repeat(32)));
    expect(unknown.status).toBe(404);
  });

  it("answers a PDF it cannot make with what to do and the number to call, and logs why", async () => {
    const token = await confirmedBooking();
    const db = await getDb();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let causes: unknown[][] = [];
    // A real failure of the database under both routes: the table they read is gone for the moment.
    await sql`ALTER TABLE opportunities RENAME TO opportunities_away`.execute(db);
    try {
      for (const route of [disclosureRoute, signedPdfRoute]) {
        const response = await route(new NextRequest("http://127.0.0.1/"), params(token));
        expect(response.status).toBe(500);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toBe(`${pdfMessages.failed}\n\nPhone: ${phones.main.display}\n`);
      }
    } finally {
      await sql`ALTER TABLE opportunities_away RENAME TO opportunities`.execute(db);
      causes = logged.mock.calls.map(([error]) => [(error as Error).message, Boolean((error as Error).cause)]);
      logged.mockRestore();
    }
    expect(causes).toEqual([
      ["Disclosure PDF failed", true],
      ["Signed order PDF failed", true],
    ]);
    expect((await disclosureRoute(new NextRequest("http://127.0.0.1/"), params(token))).status).toBe(200);
  });

  it("gives each client RATE_LIMIT_ORDER_PDFS of a booking's two PDFs together, then 429 in words with Retry-After", async () => {
    const token = await confirmedBooking();
    const env = { ...getEnv(), RATE_LIMIT_ORDER_PDFS: 3 };
    const from = (ip: string) => new NextRequest("http://127.0.0.1/", { headers: { [CLIENT_IP_HEADER]: ip } });
    const ip = freshIp();
    const statuses = [
      (await handleDisclosurePdfGet(from(ip), token, env)).status,
      (await handleSignedPdfGet(from(ip), token, env)).status,
      (await handleDisclosurePdfGet(from(ip), token, env)).status,
    ];
    // Unsigned, the signed PDF is not found: it still counts, as any request for a booking's PDFs does.
    expect(statuses).toEqual([200, 404, 200]);
    const refused = await handleDisclosurePdfGet(from(ip), token, env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.text()).toBe(`${pdfMessages.tooMany(retryAfter)}\n`);
    expect((await handleSignedPdfGet(from(ip), token, env)).status).toBe(429);
    // Another client's budget is its own.
    expect((await handleDisclosurePdfGet(from(freshIp()), token, env)).status).toBe(200);
  });

  it("stores the signing once: terms version, the name as typed, time, IP hash, user agent and the order's SHA-256", async () => {
    const token = await confirmedBooking();
    const ip = freshIp();
    const fields = await signFields(token);
    const { status, body } = await signJson(token, fields, ip);
    expect({ status, description: body.description }).toEqual({ status: 200, description: signingMessages.signed });
    const [row, ...more] = await signedRows(token);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      signer_name: "Ana María Pérez",
      terms_version: (await signedOrderFor(await getDb(), row!.lead_id))!.order.termsVersion,
      ip_hash: hashIp(ip),
      user_agent: "vitest",
      order_sha256: fields.order_sha256,
    });
    expect(createHash("sha256").update(row!.order_json).digest("hex")).toBe(row!.order_sha256);
    expect(Date.now() - new Date(row!.signed_at).getTime()).toBeLessThan(60_000);
    const signed: SignedOrder = (await signedOrderFor(await getDb(), row!.lead_id))!;
    expect(signed.depositCents + signed.dueAtDeliveryCents).toBe(signed.priceCents);
    expect(chargeDueAt(signed.order, "signed")).toBe(0);
    const outbox = await (
      await getDb()
    )
      .selectFrom("outbox")
      .select(["channel", "status"])
      .where("signed_order_id", "=", row!.id)
      .orderBy("channel")
      .execute();
    expect(outbox).toEqual([
      { channel: "customer-email", status: "pending" },
      { channel: "email", status: "pending" },
    ]);
    const pdf = await signedPdfRoute(new NextRequest("http://127.0.0.1/"), params(token));
    expect(pdf.status).toBe(200);
    expect(
      createHash("sha256")
        .update(Buffer.from(await pdf.arrayBuffer()))
        .digest("hex"),
    ).toBe(row!.pdf_sha256);
  });

  it("hands payments the signed deposit on carrier_assigned, and refunds a cancellation by the signed terms", async () => {
    const token = await confirmedBooking();
    expect((await signJson(token, await signFields(token), freshIp())).status).toBe(200);
    const [row] = await signedRows(token);
    const db = await getDb();
    const signed = (await signedOrderFor(db, row!.lead_id))!;
    const lead = await db
      .selectFrom("leads")
      .select("lead_number")
      .where("id", "=", row!.lead_id)
      .executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const carrier = { name: "Sunshine Auto Transport LLC", usdot: "1234567" };
    // PAYMENT_TERMS, the site's own wiring: no terms are passed in.
    const assigned = {
      lead_number: lead.lead_number,
      status: "carrier_assigned",
      occurred_at: at(2),
      carrier,
      pickup_date: daysFromToday(3),
    };
    await recordShipmentEvent(db, {
      event: shipmentEventSchema.parse(assigned),
      webhookId: `w-${token}-1`,
      source: "cli",
    });
    const queued = await db.selectFrom("payments").selectAll().where("lead_id", "=", row!.lead_id).execute();
    expect(queued.map((p) => [p.kind, p.stage, p.amount_cents, p.signed_cents, p.order_sha256])).toEqual([
      ["charge", "deposit", signed.depositCents, signed.priceCents, signed.orderSha256],
    ]);
    await db.updateTable("payments").set({ status: "succeeded" }).where("id", "=", queued[0]!.id).execute();
    const cancelled = {
      lead_number: lead.lead_number,
      status: "cancelled",
      occurred_at: at(1),
      reason: "Sold the car",
    };
    await recordShipmentEvent(db, {
      event: shipmentEventSchema.parse(cancelled),
      webhookId: `w-${token}-2`,
      source: "cli",
    });
    const refund = await db
      .selectFrom("payments")
      .select(["kind", "amount_cents"])
      .where("lead_id", "=", row!.lead_id)
      .where("kind", "=", "refund")
      .execute();
    const expected = refundOnCancellation(signed.order, "carrier_assigned", signed.depositCents);
    expect(refund).toEqual(expected > 0 ? [{ kind: "refund", amount_cents: expected }] : []);
  });

  it("answers 409 with why to a second signing, and keeps the first", async () => {
    const token = await confirmedBooking();
    const fields = await signFields(token);
    expect((await signJson(token, fields)).status).toBe(200);
    const again = await signJson(token, { ...fields, full_name: "Someone Else" });
    expect(again).toEqual({ status: 409, body: { status_code: 409, description: signingMessages.alreadySigned } });
    expect((await signedRows(token)).map((r) => r.signer_name)).toEqual(["Ana María Pérez"]);
  });

  it("lets one of two signings racing win and tells the other it is already signed", async () => {
    const token = await confirmedBooking();
    const fields = await signFields(token);
    const answers = await Promise.all([signJson(token, fields), signJson(token, fields), signJson(token, fields)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.description === signingMessages.alreadySigned),
    ).toBe(true);
    expect(await signedRows(token)).toHaveLength(1);
  });

  it("refuses an order that changed since it was read (another hash) with 409 and stores nothing", async () => {
    const token = await confirmedBooking();
    const other = createHash("sha256").update("another order").digest("hex");
    const { status, body } = await signJson(token, await signFields(token, { order_sha256: other }));
    expect({ status, description: body.description }).toEqual({ status: 409, description: signingMessages.changed });
    expect(await signedRows(token)).toHaveLength(0);
  });

  it("refuses signing after the pickup window has passed with 409", async () => {
    const token = await confirmedBooking();
    const view = await shownOrder(token);
    const afterWindow = new Date(`${view.order.window.to}T12:00:00`);
    afterWindow.setDate(afterWindow.getDate() + 1);
    const outcome = await signOrder(await getDb(), {
      token,
      signerName: "Ana Pérez",
      disclosureCode: disclosureCode(token),
      orderSha256: view.orderSha256,
      client: { ipHash: "h", userAgent: null },
      now: afterWindow,
    });
    expect(outcome).toEqual({ kind: "conflict", reason: "windowPassed" });
    expect(signingMessages.windowPassed).toMatch(/window .* has passed/);
    expect(await signedRows(token)).toHaveLength(0);
  });

  it("answers 400 naming each wrong field: the code not the PDF's, no name, the box not ticked", async () => {
    const token = await confirmedBooking();
    const wrongCode = await signJson(token, await signFields(token, { disclosure_code: "ZZZZZZ" }));
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.errors).toEqual({ disclosure_code: signingFieldMessages.disclosure_code_wrong });
    const empty = await signJson(token, await signFields(token, { full_name: " ", agree: false }));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      full_name: signingFieldMessages.full_name,
      agree: signingFieldMessages.agree,
    });
    expect(await signedRows(token)).toHaveLength(0);
  });

  it("takes the page's plain form post: 303 back to the order when signed, to the fields with their errors, the sentence saying why on 409", async () => {
    const token = await confirmedBooking();
    const fields = await signFields(token);
    const form = { ...fields, agree: "yes" } as Record<string, string>;
    const bad = await signForm(token, { ...form, full_name: "" });
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe(`/booking/${token}?sign_errors=full_name#sign`);
    const ok = await signForm(token, form);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/booking/${token}#order`);
    const twice = await signForm(token, form);
    expect(twice.status).toBe(409);
    expect(twice.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await twice.text()).toBe(`${signingMessages.alreadySigned}\n\nBack to your booking: /booking/${token}\n`);
  });

  it("refuses another site's form post with 403 before reading it", async () => {
    const token = await confirmedBooking();
    const response = await signForm(token, { full_name: "Ana" }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    const nullOrigin = await signForm(token, { full_name: "Ana" }, { origin: "null", "sec-fetch-site": "cross-site" });
    expect(nullOrigin.status).toBe(403);
    expect(await signedRows(token)).toHaveLength(0);
  });

  it("takes the booking page's own post, which a no-referrer page sends with Origin: null and Sec-Fetch-Site: same-origin", async () => {
    const token = await confirmedBooking();
    const fields = { ...(await signFields(token)), agree: "yes" } as Record<string, string>;
    const response = await signForm(token, fields, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(303);
    expect(await signedRows(token)).toHaveLength(1);
  });

  it("e-mails the visitor the sealed PDF and tells sales to take the payment by phone while online payment is not set up", async () => {
    const token = await confirmedBooking();
    expect((await signJson(token, await signFields(token))).status).toBe(200);
    const [row] = await signedRows(token);
    const signed = (await signedOrderFor(await getDb(), row!.lead_id))!;
    const mailDir = path.join(dir, "mail-data");
    const channels = channelsFromEnv(getEnv({ DATA_DIR: mailDir }), DELIVERY_CONTENT).slice(0, 2);
    // The earlier tests' bookings are due too: pass until nothing is left (a batch is bounded).
    for (let pass = 0; pass < 10 && (await deliverDue(await getDb(), channels)).delivered > 0; pass++);
    const visitor = await simpleParser(
      readFileSync(path.join(mailDir, "mail", `${signed.leadNumber}-signed-order-customer.eml`)),
    );
    expect(visitor.subject).toBe(`Your signed order ${signed.leadNumber} at ShipLux`);
    expect(visitor.text).toContain("Nothing is charged now, when you sign.");
    const [pdf, ...others] = visitor.attachments;
    expect(others).toHaveLength(0);
    expect(pdf!.contentType).toBe("application/pdf");
    expect(createHash("sha256").update(pdf!.content).digest("hex")).toBe(row!.pdf_sha256);
    const sales = readFileSync(path.join(mailDir, "mail", `${signed.leadNumber}-signed-order-sales.eml`), "utf8");
    expect(sales).toContain(`Subject: Order signed ${signed.leadNumber}`);
    expect(sales).toContain("take the payment by phone once the carrier is confirmed");
    const statuses = await (
      await getDb()
    )
      .selectFrom("outbox")
      .select("status")
      .where("signed_order_id", "=", row!.id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(["done", "done"]);
  });
}
