import { GET as createOpportunityRoute } from "@/app/api/opportunity/create-and-redirect-booking/route";
import { POST as confirmRoute } from "@/app/api/opportunity/[token]/confirm/route";
import { CONSENT_TEXT } from "@/components/quote/form/consent";
import { bookingMessages } from "@/lib/booking/constants";
import { loadBooking } from "@/lib/booking/load-booking";
import { leadDocument, leadText } from "@/lib/leads/delivery/lead-document";
import { windowOf } from "@/lib/booking/windows";
import { getDb } from "@/lib/db";
import { CONFIRMED_BOOKING_TTL_MS, OPPORTUNITY_TTL_MS } from "@/lib/booking/constants";
import { confirmOpportunity } from "@/lib/booking/confirm";
import { createOpportunity } from "@/lib/booking/opportunity";
import { messages, quickQuoteQuerySchema } from "@/lib/quote/server";
import { suiteOnEngine, type Engine } from "../leads/engines";
import { freshIp, postJson, quickQuery } from "../leads/requests";
import { NextRequest } from "next/server";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { CROSS_SITE_REFUSED } from "@/lib/http";
import { getEnv } from "@/lib/config/env";

type ConfirmAnswer = {
  status_code: number;
  description: string;
  window?: Record<string, unknown>;
  errors?: Record<string, string>;
};

const consent = { given: true, text: CONSENT_TEXT, shownAt: "2026-11-10T10:00:00.000Z" };
const contact = { first_name: "Ana", email: "ana.perez@example.com", phone: "(305) 871-2345" };

/** A booking link made the way the quick calculator makes one: through the real route. */
async function newBookingToken(overrides: Record<string, string> = {}): Promise<string> {
  const request = new NextRequest(
    `http://127.0.0.1/api/opportunity/create-and-redirect-booking?${quickQuery(overrides).toString()}`,
    {
      headers: { [CLIENT_IP_HEADER]: freshIp(), "user-agent": "vitest" },
    },
  );
  const answer = (await (await createOpportunityRoute(request)).json()) as { status_code: number; url: string };
  expect(answer.status_code).toBe(200);
  return answer.url.replace("/booking/", "");
}

async function confirm(token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await confirmRoute(
    postJson(`/api/opportunity/${token}/confirm`, body, { [CLIENT_IP_HEADER]: freshIp(), ...headers }),
    {
      params: Promise.resolve({ token }),
    },
  );
  return { status: response.status, body: (await response.json()) as ConfirmAnswer };
}

/** The leads a booking handed to sales, with their outbox rows. */
async function bookingLeads(token: string) {
  const db = await getDb();
  const { id } = await row(token);
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where("kind", "=", "booking")
    .where("payload_json", "like", `%${id}%`)
    .execute();
  const outbox = await db
    .selectFrom("outbox")
    .select(["lead_id", "channel", "status"])
    .where("lead_id", "in", leads.length ? leads.map((l) => l.id) : [""])
    .where("conversion", "is", null)
    .execute();
  return { leads, outbox };
}

async function row(token: string) {
  const db = await getDb();
  return db.selectFrom("opportunities").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
}

export function defineConfirmSuite(prepare: () => Promise<Engine | string>): void {
  suiteOnEngine("booking", prepare);

  it("prices a quick-calculator request from the lookups' coordinates and offers three windows", async () => {
    const booking = await loadBooking(await getDb(), await newBookingToken());
    expect(booking?.origin).toMatchObject({ state: "FL", label: "Doral, FL" });
    expect(booking?.destination).toMatchObject({ state: "NY", label: "New York, NY" });
    // Doral to Manhattan is about 1,090 miles as the crow flies; the estimate adds the road factor.
    expect(booking?.estimate?.distanceMiles).toBeGreaterThan(1200);
    expect(booking?.estimate?.distanceMiles).toBeLessThan(1400);
    expect(booking?.windows.map((w) => w.kind)).toEqual(["standard", "flexible", "expedited"]);
    expect(windowOf(booking?.windows ?? [], "standard").price).toEqual({
      low: booking?.estimate?.low,
      high: booking?.estimate?.high,
    });
    expect(booking?.missing).toEqual(["first_name", "email", "phone"]);
  });

  it("records the chosen window, the contact details and the consent on the opportunity", async () => {
    const token = await newBookingToken();
    const expected = windowOf((await loadBooking(await getDb(), token))?.windows ?? [], "flexible");
    const { status, body } = await confirm(token, { window: "flexible", ...contact, consent });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status_code: 200,
      description: bookingMessages.confirmed,
      window: { kind: "flexible", from: expected.from, to: expected.to },
    });

    const stored = await row(token);
    expect(stored).toMatchObject({
      status: "confirmed",
      first_name: "Ana",
      email: "ana.perez@example.com",
      phone: "(305) 871-2345",
      consent_given: 1,
      consent_text: CONSENT_TEXT,
      consent_shown_at: consent.shownAt,
    });
    expect(stored.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(stored.pickup_window ?? "{}")).toEqual({
      kind: "flexible",
      from: expected.from,
      to: expected.to,
      low: expected.price?.low,
      high: expected.price?.high,
    });
    expect((await loadBooking(await getDb(), token))?.confirmation?.window.kind).toBe("flexible");
  });

  it("hands the confirmed booking to sales as one lead with the route, vehicles, contact, window and its outbox rows", async () => {
    const token = await newBookingToken();
    const { body } = await confirm(token, { window: "standard", ...contact, consent });
    const { leads, outbox } = await bookingLeads(token);
    expect(leads).toHaveLength(1);
    const lead = leads[0] as (typeof leads)[number];
    expect(lead).toMatchObject({
      kind: "booking",
      origin_city: "Doral",
      origin_state: "FL",
      destination_city: "New York",
      first_name: "Ana",
      email: "ana.perez@example.com",
      phone: "(305) 871-2345",
      consent_given: 1,
      consent_text: CONSENT_TEXT,
    });
    expect(lead.lead_number).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(JSON.parse(lead.vehicles_json)).toEqual([
      expect.objectContaining({ make: expect.any(String), model: expect.any(String) }),
    ]);
    expect(JSON.parse(lead.estimate_json ?? "{}")).toEqual({ low: body.window?.low, high: body.window?.high });
    expect(outbox.map((o) => `${o.channel}:${o.status}`).sort()).toEqual([
      "customer-email:pending",
      "email:pending",
      "webhook:pending",
    ]);
    const text = leadText(leadDocument(lead));
    expect(text).toContain(
      `Booking confirmed: standard pickup window ${String(body.window?.from)} to ${String(body.window?.to)}`,
    );
  });

  it("makes no second lead when the same confirm is repeated or a racing one loses", async () => {
    const repeated = await newBookingToken();
    await confirm(repeated, { window: "standard", ...contact, consent });
    await confirm(repeated, { window: "standard", ...contact, consent });
    await confirm(repeated, { window: "flexible", ...contact, consent });
    expect((await bookingLeads(repeated)).leads).toHaveLength(1);

    const raced = await newBookingToken();
    await Promise.all([
      confirm(raced, { window: "standard", ...contact, consent }),
      confirm(raced, { window: "expedited", ...contact, consent }),
    ]);
    expect((await bookingLeads(raced)).leads).toHaveLength(1);
  });

  it("answers the same window again like the first time and changes nothing", async () => {
    const token = await newBookingToken();
    expect((await confirm(token, { window: "expedited", ...contact, consent })).status).toBe(200);
    const first = await row(token);
    const again = await confirm(token, { window: "expedited", ...contact, consent: { ...consent, given: false } });
    expect(again.status).toBe(200);
    expect(again.body.window).toMatchObject({ kind: "expedited" });
    expect(await row(token)).toEqual(first);
  });

  it("refuses another window once one is confirmed with 409 and the window it keeps", async () => {
    const token = await newBookingToken();
    await confirm(token, { window: "standard", ...contact, consent });
    const { status, body } = await confirm(token, { window: "flexible", ...contact, consent });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      status_code: 409,
      description: bookingMessages.conflict,
      window: { kind: "standard" },
    });
    expect(JSON.parse((await row(token)).pickup_window ?? "{}")).toMatchObject({ kind: "standard" });
  });

  it("answers 409 to a confirm whose contact differs from the one stored, racing or late, and keeps the first", async () => {
    const token = await newBookingToken();
    const other = { first_name: "Bea", email: "bea.lopez@example.com", phone: "(305) 871-9876" };
    const answers = await Promise.all([
      confirm(token, { window: "standard", ...contact, consent }),
      confirm(token, { window: "standard", ...other, consent }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body).toMatchObject({ description: bookingMessages.contactConflict, window: { kind: "standard" } });
    const stored = await row(token);
    const late = await confirm(token, {
      window: "standard",
      ...(stored.email === other.email ? contact : other),
      consent,
    });
    expect(late.status).toBe(409);
    const same = {
      first_name: stored.first_name ?? "",
      email: (stored.email ?? "").toUpperCase(),
      phone: stored.phone ?? "",
    };
    expect((await confirm(token, { window: "standard", ...same, consent })).status).toBe(200);
    expect((await bookingLeads(token)).leads).toHaveLength(1);
  });

  it("refuses a confirm sent from another site with 403 before reading it", async () => {
    const token = await newBookingToken();
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const { status, body } = await confirm(token, { window: "standard", ...contact, consent }, headers);
      expect(status).toBe(403);
      expect(body.description).toBe(CROSS_SITE_REFUSED);
    }
    expect((await row(token)).confirmed_at).toBeNull();
    const sameOrigin = await confirm(
      token,
      { window: "standard", ...contact, consent },
      // Same-site means SITE_URL's origin, whatever Host says (a DNS-rebinding page writes its own Host).
      { origin: new URL(getEnv().SITE_URL).origin, "sec-fetch-site": "same-origin" },
    );
    expect(sameOrigin.status).toBe(200);
  });

  it("lets exactly one of two racing confirms with different windows win", async () => {
    const token = await newBookingToken();
    const answers = await Promise.all([
      confirm(token, { window: "standard", ...contact, consent }),
      confirm(token, { window: "expedited", ...contact, consent }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.window?.kind;
    expect(JSON.parse((await row(token)).pickup_window ?? "{}")).toMatchObject({ kind: winner });
  });

  it("answers each missing contact field with the quote form's message and stores nothing", async () => {
    const token = await newBookingToken();
    const { status, body } = await confirm(token, {
      window: "standard",
      first_name: "",
      email: "ana@",
      phone: "123",
      consent,
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      first_name: messages.name,
      email: messages.emailInvalid,
      phone: messages.phoneInvalid,
    });
    expect(await row(token)).toMatchObject({ status: "new", pickup_window: null, confirmed_at: null, email: null });
  });

  it("asks for a window and the consent record", async () => {
    const token = await newBookingToken();
    const { status, body } = await confirm(token, { ...contact });
    expect(status).toBe(400);
    expect(body.errors?.window).toBe(bookingMessages.window);
    expect(body.errors?.consent).toBeDefined();
  });

  it("keeps the contact details the quick calculator already carried", async () => {
    const token = await newBookingToken({ first_name: "Li", email: "li@example.com" });
    expect((await loadBooking(await getDb(), token))?.missing).toEqual(["phone"]);
    const { status } = await confirm(token, {
      window: "standard",
      first_name: "Mallory",
      email: "mallory@example.com",
      phone: "305 871 2345",
      consent,
    });
    expect(status).toBe(200);
    expect(await row(token)).toMatchObject({ first_name: "Li", email: "li@example.com", phone: "305 871 2345" });
  });

  it("answers 404 for an unknown, malformed or expired booking link", async () => {
    const body = { window: "standard", ...contact, consent };
    expect((await confirm("A".repeat(32), body)).status).toBe(404);
    expect((await confirm("not a token", body)).body).toEqual({
      status_code: 404,
      description: bookingMessages.notFound,
    });

    const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery()));
    const longAgo = new Date(Date.now() - OPPORTUNITY_TTL_MS - 60_000);
    const expired = await createOpportunity(await getDb(), {
      request,
      client: { ip: freshIp(), userAgent: "vitest" },
      now: longAgo,
    });
    const token = expired.url.replace("/booking/", "");
    expect((await confirm(token, body)).status).toBe(404);
    expect(await loadBooking(await getDb(), token)).toBeUndefined();
    expect((await row(token)).confirmed_at).toBeNull();
  });

  it("keeps a confirmed booking's page open for the shipment, long after an unconfirmed link would expire", async () => {
    const db = await getDb();
    const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery({ origin_postal_code: "98101" })));
    const day = 24 * 60 * 60 * 1000;
    const created = new Date(Date.now() - OPPORTUNITY_TTL_MS + day);
    const confirmedAt = new Date(created.getTime() + 60_000);
    const open = async () =>
      (
        await createOpportunity(db, { request, client: { ip: freshIp(), userAgent: "vitest" }, now: created })
      ).url.replace("/booking/", "");
    const kept = await open();
    const left = await open();
    const outcome = await confirmOpportunity(db, {
      token: kept,
      window: { kind: "standard", from: "2026-12-01", to: "2026-12-03" },
      contact: { firstName: "Ana", email: "ana.perez@example.com", phone: "(305) 871-2345" },
      consent,
      now: confirmedAt,
    });
    expect(outcome.kind).toBe("confirmed");
    const twoMonthsOn = new Date(Date.now() + 60 * day);
    expect((await loadBooking(db, kept, twoMonthsOn))?.confirmation?.window.kind).toBe("standard");
    expect(await loadBooking(db, left, twoMonthsOn)).toBeUndefined();
    expect((await row(kept)).expires_at).toBe(new Date(confirmedAt.getTime() + CONFIRMED_BOOKING_TTL_MS).toISOString());
    expect(await loadBooking(db, kept, new Date(confirmedAt.getTime() + CONFIRMED_BOOKING_TTL_MS))).toBeUndefined();
  });

  it("refuses a body that is not JSON with 415", async () => {
    const token = await newBookingToken();
    const { status } = await confirm(
      token,
      { window: "standard", ...contact, consent },
      { "content-type": "text/plain" },
    );
    expect(status).toBe(415);
  });
}
