import { confirmOpportunity } from "@/lib/booking/confirm";
import { createOpportunity } from "@/lib/booking/opportunity";
import { getEnv, type Env } from "@/lib/config/env";
import { getDb } from "@/lib/db";
import { CLIENT_IP_HEADER } from "@/lib/http";
import type { Mailer } from "@/lib/email";
import { deliverDue } from "@/lib/leads/delivery/worker";
import { handleCardReturn, handleCardSetup, paymentChannels, type SignedOrderTerms } from "@/lib/payments";
import { quickQuoteQuerySchema } from "@/lib/quote/server";
import { shipmentEventSchema } from "@/lib/shipments";
import { recordShipmentEvent } from "@/lib/shipments/service";
import type { PaymentTerms } from "@/lib/shipments/server";
import { daysFromToday } from "../../support/days";
import type { StandIn } from "../../support/stripe-stand-in";
import type { TestCard } from "../../support/stripe-objects";
import { freshIp, quickQuery } from "../leads/requests";

/** What the payments suite shares: bookings, their signed orders (the fixture lookup), a mailbox, the worker. */

const SITE = "https://www.shiplux.example";

export type Booking = { token: string; leadNumber: string; leadId: string; email: string };

let bookings = 0;
export async function newBooking(): Promise<Booking> {
  bookings += 1;
  const email = `payer${bookings}-${process.pid}@example.com`;
  const request = quickQuoteQuerySchema.parse(Object.fromEntries(quickQuery()));
  const db = await getDb();
  const { url } = await createOpportunity(db, { request, client: { ip: freshIp(), userAgent: "vitest" } });
  const token = url.replace("/booking/", "");
  const outcome = await confirmOpportunity(db, {
    token,
    window: { kind: "standard", from: daysFromToday(3), to: daysFromToday(5), low: 1000, high: 1200 },
    contact: { firstName: "Ana", email, phone: "(305) 871-2345" },
    consent: { given: false, text: "Consent text", shownAt: new Date().toISOString() },
  });
  if (outcome.kind !== "confirmed") throw new Error(`not confirmed: ${outcome.kind}`);
  const lead = await db
    .selectFrom("leads")
    .select("id")
    .where("lead_number", "=", outcome.leadNumber)
    .executeTakeFirstOrThrow();
  return { token, leadNumber: outcome.leadNumber, leadId: lead.id, email };
}

/** The signing branch's SignedOrder, as a fixture: what the terms say is charged when a carrier is assigned. */
const orders = new Map<string, SignedOrderTerms>();

export function signOrder(b: Booking, priceCents = 120_000, depositCents = 25_000): SignedOrderTerms {
  const order: SignedOrderTerms = {
    leadId: b.leadId,
    leadNumber: b.leadNumber,
    orderSha256: "a".repeat(64),
    currency: "USD",
    priceCents,
    depositCents,
  };
  orders.set(b.leadId, order);
  return order;
}

/** The terms as lib/orders will pass them: the fixture's orders, and a full refund of the deposit on cancellation. */
export const TERMS: PaymentTerms = {
  findSignedOrder: async (_db, leadId) => orders.get(leadId),
  refundRule: (_order, chargedCents) => chargedCents,
};

export type Sent = { to: string; subject: string; text: string; name: string };

export function memoryMailer(): Mailer & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    destination: "memory",
    async send(message, name) {
      sent.push({ to: String(message.to), subject: String(message.subject), text: String(message.text), name });
    },
  };
}

export function envWith(standIn: StandIn | undefined): Env {
  return getEnv({ SITE_URL: SITE, SALES_EMAIL: "sales@shiplux.example", ...(standIn?.env() ?? {}) });
}

/** A GET of one of the booking's payment links, from a client of its own (each has RATE_LIMIT_PAYMENT_LINKS). */
export function linkRequest(url: string): Request {
  return new Request(new URL(url, SITE), { headers: { [CLIENT_IP_HEADER]: freshIp() } });
}

/** Runs the outbox's payment channels until nothing is due (a charge, then its e-mails). */
export async function runWorker(env: Env, mailer: Mailer): Promise<void> {
  const channels = paymentChannels(env, mailer);
  for (let pass = 0; pass < 4; pass += 1) {
    const { delivered, failed } = await deliverDue(await getDb(), channels);
    if (delivered + failed === 0) return;
  }
}

/** The visitor saves `card` through Checkout: the link, Stripe's hosted page, and the return to the site. */
export async function saveCard(b: Booking, standIn: StandIn, env: Env, card: TestCard = "visa"): Promise<void> {
  const started = await handleCardSetup(
    linkRequest(`/api/opportunity/${b.token}/card`),
    b.token,
    TERMS.findSignedOrder,
    env,
  );
  if (started.status !== 303) throw new Error(`card setup answered ${started.status}: ${await started.text()}`);
  const back = await standIn.completeCheckout(String(started.headers.get("location")), card);
  const returned = await handleCardReturn(linkRequest(String(back)), b.token, env);
  if (returned.status !== 303) throw new Error(`card return answered ${returned.status}`);
}

const carrier = { name: "Sunshine Auto Transport LLC", usdot: "1234567" };
let events = 0;

export async function shipmentEvent(b: Booking, status: "carrier_assigned" | "cancelled", terms: PaymentTerms = TERMS) {
  events += 1;
  const occurred = new Date(Date.now() - 60_000 + events * 10).toISOString();
  const event =
    status === "carrier_assigned"
      ? { lead_number: b.leadNumber, status, occurred_at: occurred, carrier, pickup_date: daysFromToday(3) }
      : { lead_number: b.leadNumber, status, occurred_at: occurred, reason: "Sold the car" };
  return recordShipmentEvent(await getDb(), {
    event: shipmentEventSchema.parse(event),
    webhookId: `test_${b.leadNumber}_${events}`,
    source: "cli",
    terms,
  });
}

export async function paymentsOf(leadId: string) {
  return (await getDb())
    .selectFrom("payments")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .execute();
}
