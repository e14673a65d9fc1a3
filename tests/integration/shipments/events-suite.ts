import { simpleParser } from "mailparser";
import { DELIVERY_CONTENT } from "@/lib/delivery-content";
import { confirmOpportunity } from "@/lib/booking/confirm";
import { loadBooking } from "@/lib/booking/load-booking";
import { createOpportunity } from "@/lib/booking/opportunity";
import { formatLongDate } from "@/lib/dates";
import { getDb } from "@/lib/db";
import { listLeadsSince } from "@/lib/leads";
import { customerEmailChannel, webhookChannel, type Channel } from "@/lib/leads/delivery/channels";
import { smtpMailer } from "@/lib/email/mailer";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { quickQuoteQuerySchema } from "@/lib/quote/server";
import { leadsReport } from "@/lib/reports/leads-report";
import { listShipmentOutcomesSince } from "@/lib/reports/queries";
import { runShipmentStatus } from "@/lib/shipments/cli";
import { SHIPMENT_EMAIL_LIMIT, dayInFuture, shipmentMessages } from "@/lib/shipments/constants";
import { daysFromToday as day } from "../../support/days";
import { suiteOnEngine, type Engine } from "../leads/engines";
import { startSmtp, startWebhook } from "../leads/receivers";
import { freshIp, quickQuery } from "../leads/requests";
import { NEW_SECRET, OLD_SECRET, sendEvent } from "./signing";

const SITE = "https://www.shiplux.example";
const HOOK_SECRET = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;

type Booking = { token: string; leadNumber: string; email: string };

let bookings = 0;
/** A booking confirmed the way the booking page confirms one, with its own visitor address. */
async function newBooking(): Promise<Booking> {
  bookings += 1;
  const email = `shipper${bookings}-${process.pid}@example.com`;
  const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery()));
  const { url } = await createOpportunity(await getDb(), { request, client: { ip: freshIp(), userAgent: "vitest" } });
  const token = url.replace("/booking/", "");
  const outcome = await confirmOpportunity(await getDb(), {
    token,
    window: { kind: "standard", from: day(3), to: day(5), low: 1000, high: 1200 },
    contact: { firstName: "Ana", email, phone: "(305) 871-2345" },
    consent: { given: false, text: "Consent text", shownAt: new Date().toISOString() },
  });
  if (outcome.kind !== "confirmed") throw new Error(`not confirmed: ${outcome.kind}`);
  return { token, leadNumber: outcome.leadNumber, email };
}

/** An event's time, `minutes` after yesterday's start of this run, so each test orders its events on purpose. */
const BASE = Date.now() - 24 * 60 * 60_000;
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
const NOW = () => new Date();

const carrier = { name: "Sunshine Auto Transport LLC", usdot: "1234567", mc: "765432" };
/** The sequence's plans lie ahead of the booking; its pickup and delivery happen today, as dated events must. */
const FIRST_PICKUP = day(3);
const RESCHEDULED = { from: day(5), to: day(6) };
const sequence = (leadNumber: string) => [
  { lead_number: leadNumber, status: "carrier_assigned", occurred_at: at(1), carrier, pickup_date: FIRST_PICKUP },
  {
    lead_number: leadNumber,
    status: "pickup_rescheduled",
    occurred_at: at(2),
    window: RESCHEDULED,
    reason: "The carrier's truck needs a repair",
  },
  {
    lead_number: leadNumber,
    status: "carrier_assigned",
    occurred_at: at(3),
    carrier: { name: "Gulf Coast Haulers Inc", usdot: "2345678" },
    pickup_date: RESCHEDULED.from,
  },
  {
    lead_number: leadNumber,
    status: "picked_up",
    occurred_at: at(4),
    date: day(0),
    inspection_report_url: "https://dispatch.example/bol/123.pdf",
  },
  { lead_number: leadNumber, status: "in_transit", occurred_at: at(5), estimated_delivery_date: day(2) },
  { lead_number: leadNumber, status: "delivered", occurred_at: at(6), date: day(0) },
];

/** What a booking has stored: its shipment's status and every event, oldest first, and its change deliveries. */
async function stored(booking: Booking) {
  const db = await getDb();
  const shipment = await db
    .selectFrom("shipments")
    .innerJoin("leads", "leads.id", "shipments.lead_id")
    .select(["shipments.id", "shipments.status"])
    .where("leads.lead_number", "=", booking.leadNumber)
    .executeTakeFirst();
  const events = shipment
    ? await db
        .selectFrom("shipment_events")
        .select(["status", "effect", "source", "webhook_id", "occurred_at"])
        .where("shipment_id", "=", shipment.id)
        .orderBy("occurred_at")
        .execute()
    : [];
  const outbox = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .select(["outbox.channel", "outbox.shipment_event_id"])
    .where("leads.lead_number", "=", booking.leadNumber)
    .where("outbox.shipment_event_id", "is not", null)
    .execute();
  return { status: shipment?.status ?? "booked", events, outbox };
}

export function defineShipmentSuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("shipments", prepare);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let channels: Channel[];

  beforeAll(async () => {
    if (!engine.ready()) return;
    smtp = await startSmtp();
    hook = await startWebhook(HOOK_SECRET);
    channels = [
      customerEmailChannel(smtpMailer(`smtp://127.0.0.1:${smtp.port}`), SITE, DELIVERY_CONTENT),
      webhookChannel(hook.url, HOOK_SECRET, DELIVERY_CONTENT),
    ];
  });

  afterAll(async () => {
    await smtp?.stop();
    await hook?.stop();
  });

  it("moves a booking through every status with signed events, and the booking page shows each step", async () => {
    const booking = await newBooking();
    expect((await loadBooking(await getDb(), booking.token))?.shipment?.status).toBe("booked");
    for (const event of sequence(booking.leadNumber)) {
      const sent = await sendEvent(event);
      expect(sent, event.status).toMatchObject({ status: 200, body: { status: event.status } });
    }
    const after = await stored(booking);
    expect(after.status).toBe("delivered");
    expect(after.events.map((e) => [e.status, e.effect, e.source])).toEqual(
      sequence("").map((e) => [e.status, "applied", "webhook"]),
    );
    const timeline = (await loadBooking(await getDb(), booking.token))?.shipment;
    expect(timeline?.steps.map((s) => [s.label, s.state])).toEqual([
      ["Booked", "done"],
      ["Carrier assigned", "done"],
      ["Pickup rescheduled", "done"],
      ["Carrier assigned", "done"],
      ["Picked up", "done"],
      ["In transit", "done"],
      ["Delivered", "current"],
    ]);
    expect(timeline?.carrier?.name).toBe("Gulf Coast Haulers Inc");
    expect(timeline?.next).toBeNull();
  });

  it("reports a delivered and a cancelled shipment under their booking leads in the campaign report", async () => {
    const since = new Date(Date.now() - 60_000);
    const [delivered, cancelled, booked] = [await newBooking(), await newBooking(), await newBooking()];
    for (const event of sequence(delivered.leadNumber)) expect((await sendEvent(event)).status).toBe(200);
    const cancel = { lead_number: cancelled.leadNumber, status: "cancelled", occurred_at: at(1), reason: "Sold it" };
    expect((await sendEvent(cancel)).status).toBe(200);
    const db = await getDb();
    const leads = await listLeadsSince(db, since);
    const idOf = (b: Booking) => leads.find((l) => l.lead_number === b.leadNumber)?.id;
    const outcomes = await listShipmentOutcomesSince(db, since);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { lead_id: idOf(delivered), status: "delivered" },
        { lead_id: idOf(cancelled), status: "cancelled" },
      ]),
    );
    expect(outcomes.map((o) => o.lead_id)).not.toContain(idOf(booked));
    const mine = leads.filter((l) => [delivered, cancelled, booked].some((b) => b.leadNumber === l.lead_number));
    expect(leadsReport(mine, [], outcomes).total).toMatchObject({ bookings: 3, delivered: 1, cancelled: 1 });
    // Their e-mails and webhooks go out now, so the next test's outbox starts empty.
    while ((await deliverDue(db, channels)).delivered > 0);
  });

  it("acknowledges a redelivered event (same webhook-id) with 2xx and changes nothing", async () => {
    const booking = await newBooking();
    const [first] = sequence(booking.leadNumber);
    expect((await sendEvent(first, { id: "msg_redelivered_1" + booking.leadNumber })).status).toBe(200);
    const before = await stored(booking);
    const again = await sendEvent(first, { id: "msg_redelivered_1" + booking.leadNumber });
    expect(again).toMatchObject({ status: 200, body: { description: shipmentMessages.duplicate } });
    // The same event under a new id (a sender that re-signs a retry) adds no second entry either.
    expect((await sendEvent(first)).body.description).toBe(shipmentMessages.duplicate);
    expect(await stored(booking)).toEqual(before);
    expect(before.events).toHaveLength(1);
    expect(before.outbox).toHaveLength(2);
    const reused = await sendEvent({ ...first, pickup_date: day(4) }, { id: "msg_redelivered_1" + booking.leadNumber });
    expect(reused.status).toBe(409);
    expect(await stored(booking)).toEqual(before);
  });

  it("keeps a late event in the history without moving the status backwards", async () => {
    const booking = await newBooking();
    const [assigned, , , pickedUp] = sequence(booking.leadNumber);
    expect((await sendEvent({ ...assigned, occurred_at: at(3) })).status).toBe(200);
    expect((await sendEvent(pickedUp)).status).toBe(200);
    // A reschedule the dispatcher made before the pickup, delivered after it.
    const late = await sendEvent({
      lead_number: booking.leadNumber,
      status: "pickup_rescheduled",
      occurred_at: at(2),
      window: RESCHEDULED,
      reason: "Weather",
    });
    expect(late).toMatchObject({ status: 200, body: { description: shipmentMessages.late, status: "picked_up" } });
    const after = await stored(booking);
    expect(after.status).toBe("picked_up");
    expect(after.events.map((e) => [e.status, e.effect])).toEqual([
      ["pickup_rescheduled", "late"],
      ["carrier_assigned", "applied"],
      ["picked_up", "applied"],
    ]);
    // Only the two changes are told; the late event is history, not news.
    expect(after.outbox).toHaveLength(4);
    const timeline = (await loadBooking(await getDb(), booking.token))?.shipment;
    expect(timeline?.status).toBe("picked_up");
    expect(timeline?.steps.find((s) => s.state === "current")?.label).toBe("Picked up");
    expect(timeline?.steps.map((s) => s.label)).toContain("Pickup rescheduled");
  });

  it("refuses a wrong signature, a stale timestamp, an unknown booking, an impossible transition and a bad body, changing nothing", async () => {
    const booking = await newBooking();
    const [assigned] = sequence(booking.leadNumber);
    const delivered = sequence(booking.leadNumber).at(-1);
    const stranger = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    expect((await sendEvent(assigned, { secrets: [stranger] })).status).toBe(401);
    expect((await sendEvent(assigned, { now: new Date(Date.now() - 6 * 60_000) })).body.description).toBe(
      shipmentMessages.stale,
    );
    expect((await sendEvent(assigned, { now: new Date(Date.now() + 6 * 60_000) })).status).toBe(401);
    expect((await sendEvent(assigned, { headers: { "webhook-signature": "" } })).status).toBe(400);
    expect((await sendEvent({ ...assigned, lead_number: "Q-9912-9999" })).status).toBe(404);
    const impossible = await sendEvent(delivered);
    expect(impossible.status).toBe(409);
    expect(impossible.body.description).toBe("The shipment is booked; it cannot move to delivered.");
    const bad = await sendEvent({ ...assigned, carrier: { name: "" }, pickup_date: "2026-02-30", extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(["carrier.name", "pickup_date"]));
    const future = await sendEvent({ ...assigned, occurred_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.status).toBe(422);
    // A body signed for one booking cannot be replayed with a changed body.
    const tampered = await sendEvent(assigned, { headers: { "webhook-signature": "v1,AAAA" } });
    expect(tampered.status).toBe(401);
    expect(await stored(booking)).toEqual({ status: "booked", events: [], outbox: [] });
  });

  it("refuses a delivery dated ahead and a pickup dated before the booking with 422 and a sentence, storing and e-mailing nothing", async () => {
    const booking = await newBooking();
    const [assigned, , , pickedUp] = sequence(booking.leadNumber);
    // Three days either way is impossible in every time zone on Earth, wherever this machine's clock is.
    const early = await sendEvent({ ...pickedUp, date: day(-3) });
    expect(early.status).toBe(422);
    expect(early.body.description).toMatch(new RegExp(`^date ${day(-3)} is before the booking was made \\(.+\\)\\.$`));
    expect(early.body.errors).toEqual({ date: early.body.description });
    const plannedEarly = await sendEvent({ ...assigned, pickup_date: day(-3) });
    expect(plannedEarly).toMatchObject({ status: 422, body: { errors: { pickup_date: expect.any(String) } } });
    const delivered = { lead_number: booking.leadNumber, status: "delivered", occurred_at: at(6), date: day(3) };
    const ahead = await sendEvent(delivered);
    expect(ahead.status).toBe(422);
    expect(ahead.body).toMatchObject({
      description: dayInFuture("date", day(3), "delivery"),
      errors: { date: dayInFuture("date", day(3), "delivery") },
    });
    expect(await stored(booking)).toEqual({ status: "booked", events: [], outbox: [] });
    while ((await deliverDue(await getDb(), channels)).delivered > 0);
    const told = smtp.mails.filter((m) => m.to.includes(booking.email) && !m.raw.includes("Subject: Your booking"));
    expect(told).toEqual([]);
    // The same events with days that can be true are taken.
    expect((await sendEvent(assigned)).status).toBe(200);
    expect((await sendEvent({ ...pickedUp, date: day(0) })).status).toBe(200);
    expect((await sendEvent({ ...delivered, date: day(0) })).body.status).toBe("delivered");
  });

  it("answers 400 to a body that starts with a byte order mark, even signed over it, and stores nothing", async () => {
    const booking = await newBooking();
    const [assigned] = sequence(booking.leadNumber);
    const sent = await sendEvent(assigned, { bom: true });
    expect(sent.status).toBe(400);
    expect(sent.body.description).toBe("The request body starts with a byte order mark; send the JSON without one.");
    expect(await stored(booking)).toEqual({ status: "booked", events: [], outbox: [] });
  });

  it("accepts events signed with either secret while one rotates", async () => {
    const booking = await newBooking();
    const [assigned, rescheduled] = sequence(booking.leadNumber);
    expect((await sendEvent(assigned, { secrets: [OLD_SECRET] })).status).toBe(200);
    const stranger = `whsec_${Buffer.alloc(32, 2).toString("base64")}`;
    expect((await sendEvent(rescheduled, { secrets: [stranger, NEW_SECRET] })).status).toBe(200);
    expect((await stored(booking)).status).toBe("pickup_rescheduled");
  });

  it("writes each visitor e-mail once, links it to the booking page, and posts every change to sales signed", async () => {
    const booking = await newBooking();
    await deliverDue(await getDb(), channels);
    const cancelled = await newBooking();
    for (const event of sequence(booking.leadNumber)) expect((await sendEvent(event)).status).toBe(200);
    await sendEvent({
      lead_number: cancelled.leadNumber,
      status: "cancelled",
      occurred_at: at(1),
      reason: "Sold the car",
    });
    await deliverDue(await getDb(), channels);
    await deliverDue(await getDb(), channels);
    expect(await deliverDue(await getDb(), channels)).toEqual({ delivered: 0, failed: 0 });

    const mails = async (b: Booking) =>
      Promise.all(smtp.mails.filter((m) => m.to.includes(b.email)).map(async (m) => simpleParser(m.raw)));
    const sent = await mails(booking);
    const subjects = sent.map((m) => m.subject ?? "").filter((s) => !s.startsWith("Your booking"));
    expect(subjects.sort()).toEqual(
      [
        `Carrier assigned: booking ${booking.leadNumber} at ShipLux`,
        `Carrier assigned: booking ${booking.leadNumber} at ShipLux`,
        `Delivered: booking ${booking.leadNumber} at ShipLux`,
        `Picked up: booking ${booking.leadNumber} at ShipLux`,
        `Pickup rescheduled: booking ${booking.leadNumber} at ShipLux`,
      ].sort(),
    );
    const pickup = sent.find((m) => m.subject?.startsWith("Picked up"));
    expect(pickup?.text).toContain(`${SITE}/booking/${booking.token}`);
    expect(pickup?.html).toContain(`href="${SITE}/booking/${booking.token}"`);
    expect(pickup?.text).toContain("https://dispatch.example/bol/123.pdf");
    const rescheduled = sent.find((m) => m.subject?.startsWith("Pickup rescheduled"));
    expect(rescheduled?.text).toContain("Reason: The carrier's truck needs a repair");
    expect(rescheduled?.html).toMatch(/Reason: The carrier(&#x27;|'|&#39;)s truck needs a repair/);
    const assigned = sent.find((m) => m.text?.includes("Gulf Coast Haulers Inc"));
    expect(assigned?.text).toContain("Gulf Coast Haulers Inc (USDOT 2345678)");
    expect(assigned?.text).toContain(`Pickup promised for ${formatLongDate(RESCHEDULED.from)}`);
    const cancelMails = (await mails(cancelled)).filter((m) => m.subject?.startsWith("Cancelled"));
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]?.text).toContain("Sold the car");

    const changes = hook.hooks.filter(
      (h) =>
        (h.body as { event: string; lead_number?: string }).event === "shipment.status_changed" &&
        (h.body as { lead_number: string }).lead_number === booking.leadNumber,
    );
    expect(changes.map((h) => (h.body as { shipment: { status: string } }).shipment.status)).toEqual(
      sequence("").map((e) => e.status),
    );
    expect(changes.every((h) => h.standardValid && h.signatureValid)).toBe(true);
    const lead = hook.hooks.find((h) => (h.body as { event: string }).event === "lead.created");
    expect(lead?.standardValid).toBe(true);
    expect(lead?.headers["webhook-id"]).toBe((lead?.body as { delivery_id: string }).delivery_id);
  });

  it("sends one shipment at most its daily limit of visitor e-mails however many signed changes arrive, and every change to sales", async () => {
    const booking = await newBooking();
    await deliverDue(await getDb(), channels);
    const flapping = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? {
            lead_number: booking.leadNumber,
            status: "carrier_assigned",
            occurred_at: at(10 + i),
            carrier,
            pickup_date: FIRST_PICKUP,
          }
        : {
            lead_number: booking.leadNumber,
            status: "pickup_rescheduled",
            occurred_at: at(10 + i),
            window: RESCHEDULED,
            reason: "The carrier's truck needs a repair",
          },
    );
    for (const event of flapping) expect((await sendEvent(event)).status).toBe(200);
    while ((await deliverDue(await getDb(), channels)).delivered > 0);
    const updates = smtp.mails.filter((m) => m.to.includes(booking.email) && !m.raw.includes("Subject: Your booking"));
    expect(updates).toHaveLength(SHIPMENT_EMAIL_LIMIT.limit);
    const { outbox } = await stored(booking);
    expect(outbox.filter((row) => row.channel === "webhook")).toHaveLength(20);
  });

  it("records the same events from the command line, with the same rules and clear exit codes", async () => {
    const booking = await newBooking();
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l), now: NOW() };
    const run = (args: string[]) => runShipmentStatus(args, io);
    expect(
      await run([
        booking.leadNumber,
        "carrier_assigned",
        "--carrier",
        "Sunshine Auto Transport LLC",
        "--mc",
        "765432",
        "--pickup-date",
        FIRST_PICKUP,
      ]),
    ).toBe(0);
    expect(
      await run([booking.leadNumber, "carrier_assigned", "--carrier", "No Numbers LLC", "--pickup-date", FIRST_PICKUP]),
    ).toBe(2);
    expect(out.at(-1)).toContain("carrier needs its USDOT or MC number");
    expect(await run([booking.leadNumber, "teleported"])).toBe(2);
    expect(await run(["Q-9912-9999", "cancelled"])).toBe(3);
    expect(await run([booking.leadNumber, "delivered", "--date", day(0)])).toBe(4);
    expect(out.at(-1)).toContain("cannot move to delivered");
    expect(await run([booking.leadNumber, "picked_up", "--date", day(-3)])).toBe(4);
    expect(out.at(-1)).toMatch(new RegExp(`^${booking.leadNumber}: date ${day(-3)} is before the booking was made`));
    expect(await run([booking.leadNumber, "picked_up", "--date", day(0)])).toBe(0);
    expect(await run([booking.leadNumber, "delivered", "--date", day(3)])).toBe(4);
    expect(out.at(-1)).toBe(`${booking.leadNumber}: ${dayInFuture("date", day(3), "delivery")}`);
    const after = await stored(booking);
    expect(after.status).toBe("picked_up");
    expect(after.events.map((e) => [e.status, e.source])).toEqual([
      ["carrier_assigned", "cli"],
      ["picked_up", "cli"],
    ]);
  });
}
