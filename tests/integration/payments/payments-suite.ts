import { loadBooking } from "@/lib/booking/load-booking";
import { getDb } from "@/lib/db";
import {
  handleCardReturn,
  handleCardSetup,
  handlePaymentConfirm,
  handleStripeWebhook,
  idempotencyKeyOf,
  queuePayment,
  stripeFromEnv,
} from "@/lib/payments";
import { moneyReport } from "@/lib/reports/money-report";
import { moneyTable } from "@/lib/reports/money-report-text";
import Stripe from "stripe";
import { CLIENT_IP_HEADER } from "@/lib/http";
import { STAND_IN_WEBHOOK_SECRET, signedEvent, startStripeStandIn, type StandIn } from "../../support/stripe-stand-in";
import { freshIp } from "../leads/requests";
import { suiteOnEngine, type Engine } from "../leads/engines";
import {
  envWith,
  linkRequest,
  memoryMailer,
  newBooking,
  paymentsOf,
  runWorker,
  saveCard,
  shipmentEvent,
  signOrder,
  TERMS,
  type Booking,
} from "./support";

/** The money part of a booking end to end against the Stripe stand-in, on one engine. */
export function definePaymentsSuite(prepare: () => Promise<Engine | string>): void {
  const engine = suiteOnEngine("payments", prepare);
  let standIn: StandIn;

  beforeAll(async () => {
    if (engine.ready()) standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn?.stop();
  });

  it("saves a card through Checkout in setup mode and charges nothing until a carrier is assigned", async () => {
    const env = envWith(standIn);
    const mail = memoryMailer();
    const b = await newBooking();
    signOrder(b);
    await saveCard(b, standIn, env);
    const card = await (
      await getDb()
    )
      .selectFrom("payment_cards")
      .selectAll()
      .where("lead_id", "=", b.leadId)
      .executeTakeFirst();
    expect(card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(card?.payment_method_id).toMatch(/^pm_card_visa_cus_/);
    await runWorker(env, mail);
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([[b.email, `Card saved for booking ${b.leadNumber}`]]);
    expect(standIn.intentsFor(b.leadNumber)).toEqual([]);
    expect(await paymentsOf(b.leadId)).toEqual([]);
  });

  it("charges the signed deposit once on carrier_assigned, keyed by lead number and stage, and e-mails a receipt", async () => {
    const env = envWith(standIn);
    const mail = memoryMailer();
    const b = await newBooking();
    signOrder(b, 120_000, 25_000);
    await saveCard(b, standIn, env);
    expect((await shipmentEvent(b, "carrier_assigned")).kind).toBe("stored");
    // A second assignment (another carrier) and a second worker run queue and send nothing more.
    expect((await shipmentEvent(b, "carrier_assigned")).kind).toBe("stored");
    await runWorker(env, mail);
    await runWorker(env, mail);
    const [payment, ...others] = await paymentsOf(b.leadId);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      status: "succeeded",
      amount_cents: 25_000,
      idempotency_key: `${b.leadNumber}-charge-deposit`,
    });
    const intents = standIn.intentsFor(b.leadNumber);
    expect(intents.map((i) => [i.amount, i.status, i.metadata.stage])).toEqual([[25_000, "succeeded", "deposit"]]);
    expect(standIn.chargesFor(idempotencyKeyOf(b.leadNumber, "charge", "deposit"))).toEqual({
      requests: 1,
      charges: 1,
    });
    const receipt = mail.sent.find((m) => m.subject.startsWith("Receipt"));
    expect(receipt?.subject).toBe(`Receipt: $250.00 charged for booking ${b.leadNumber}`);
    expect(receipt?.text).toContain(intents[0]?.id);
    const steps = (await loadBooking(await getDb(), b.token))?.shipment?.steps ?? [];
    expect(steps.filter((s) => s.key.startsWith("money-")).map((s) => [s.label, s.details[0]])).toEqual([
      ["Card saved", "Visa ending in 4242"],
      ["Deposit charged", "$250.00 charged to your card"],
    ]);
  });

  it("charges nothing without a signed order, and nothing before a carrier is assigned even when a row asks", async () => {
    const env = envWith(standIn);
    const b = await newBooking();
    await saveCard(b, standIn, env).catch(() => undefined);
    expect((await shipmentEvent(b, "carrier_assigned")).kind).toBe("stored");
    expect(await paymentsOf(b.leadId)).toEqual([]);

    const early = await newBooking();
    signOrder(early);
    await saveCard(early, standIn, env);
    const db = await getDb();
    await db.transaction().execute((trx) =>
      queuePayment(
        trx,
        {
          leadId: early.leadId,
          leadNumber: early.leadNumber,
          stage: "deposit",
          amountCents: 25_000,
          currency: "USD",
          orderSha256: "a".repeat(64),
          kind: "charge",
          signedCents: 120_000,
        },
        new Date(),
      ),
    );
    await runWorker(env, memoryMailer());
    expect((await paymentsOf(early.leadId)).map((p) => [p.status, p.failure])).toEqual([
      ["refused", "No carrier is assigned to this booking yet: nothing may be charged."],
    ]);
    expect(standIn.intentsFor(early.leadNumber)).toEqual([]);
  });

  it("refuses a charge whose amount was changed past the signed order, and Stripe is never asked", async () => {
    const env = envWith(standIn);
    const b = await newBooking();
    signOrder(b, 120_000, 25_000);
    await saveCard(b, standIn, env);
    await shipmentEvent(b, "carrier_assigned");
    await (
      await getDb()
    )
      .updateTable("payments")
      .set({ amount_cents: 150_000 })
      .where("lead_id", "=", b.leadId)
      .execute();
    await runWorker(env, memoryMailer());
    expect((await paymentsOf(b.leadId)).map((p) => p.status)).toEqual(["refused"]);
    expect(standIn.chargesFor(idempotencyKeyOf(b.leadNumber, "charge", "deposit")).requests).toBe(0);
  });

  it("e-mails the visitor and sales on a decline, and the visitor a link when the bank asks to authenticate", async () => {
    const env = envWith(standIn);
    const declined = await newBooking();
    signOrder(declined);
    await saveCard(declined, standIn, env, "declined");
    const strong = await newBooking();
    signOrder(strong);
    await saveCard(strong, standIn, env, "authentication");
    await shipmentEvent(declined, "carrier_assigned");
    await shipmentEvent(strong, "carrier_assigned");
    const mail = memoryMailer();
    await runWorker(env, mail);
    expect((await paymentsOf(declined.leadId)).map((p) => [p.status, p.failure])).toEqual([
      ["declined", "card_declined: generic_decline"],
    ]);
    expect((await paymentsOf(strong.leadId)).map((p) => p.status)).toEqual(["requires_action"]);
    const to = (n: string) =>
      mail.sent
        .filter((m) => m.subject.includes(n))
        .map((m) => m.to)
        .sort();
    expect(to(`Your payment for booking ${declined.leadNumber} was declined`)).toEqual([declined.email]);
    expect(to(`Payment declined: ${declined.leadNumber}`)).toEqual(["sales@shiplux.example"]);
    const confirm = mail.sent.find((m) => m.subject.includes(`confirm the payment for booking ${strong.leadNumber}`));
    expect(confirm?.to).toBe(strong.email);
    expect(confirm?.text).toContain(`https://www.shiplux.example/booking/${strong.token}`);
  });

  it("refunds what the signed terms refund when a charged booking is cancelled, once", async () => {
    const env = envWith(standIn);
    const mail = memoryMailer();
    const b = await newBooking();
    signOrder(b, 120_000, 25_000);
    await saveCard(b, standIn, env);
    await shipmentEvent(b, "carrier_assigned");
    await runWorker(env, mail);
    await shipmentEvent(b, "cancelled");
    await runWorker(env, mail);
    const payments = await paymentsOf(b.leadId);
    expect(payments.map((p) => [p.kind, p.status, p.amount_cents])).toEqual([
      ["charge", "succeeded", 25_000],
      ["refund", "succeeded", 25_000],
    ]);
    expect(standIn.refundsFor(String(payments[0]?.stripe_id)).map((r) => r.amount)).toEqual([25_000]);
    expect(mail.sent.filter((m) => m.subject === `Refund: $250.00 for booking ${b.leadNumber}`)).toHaveLength(1);
  });

  /** A booking signed (the default terms), its card saved and its deposit charged when the carrier was assigned. */
  async function chargedBooking(env: ReturnType<typeof envWith>): Promise<Booking> {
    const b = await newBooking();
    signOrder(b);
    await saveCard(b, standIn, env);
    await shipmentEvent(b, "carrier_assigned");
    await runWorker(env, memoryMailer());
    return b;
  }

  /** The PaymentIntent the stand-in made for a booking's first payment. */
  async function intentOf(b: Booking) {
    const [payment] = await paymentsOf(b.leadId);
    return standIn.state.intents.get(String(payment?.stripe_id));
  }

  /** An event posted to the Stripe webhook as Stripe posts it, from `ip` when given. */
  function postStripeEvent(env: ReturnType<typeof envWith>, payload: string, header: string, ip?: string) {
    const headers: Record<string, string> = { "stripe-signature": header };
    if (ip) headers[CLIENT_IP_HEADER] = ip;
    const url = "https://www.shiplux.example/api/payments/stripe";
    return handleStripeWebhook(new Request(url, { method: "POST", body: payload, headers }), env);
  }

  /** Runs the worker `hours` from now (Date only: the database and the stand-in keep real timers). */
  async function runWorkerLater(hours: number, env: ReturnType<typeof envWith>, mail = memoryMailer()) {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + hours * 60 * 60_000 });
    try {
      await runWorker(env, mail);
    } finally {
      vi.useRealTimers();
    }
  }

  /** What the lost first attempt of a queued payment made at Stripe, before Stripe forgot its key a day later. */
  async function lostFirstAttempt(env: ReturnType<typeof envWith>, b: Booking, kind: "charge" | "refund") {
    const { leadId, leadNumber } = b;
    const stripe = stripeFromEnv(env)?.stripe;
    const db = await getDb();
    const payment = (await paymentsOf(leadId)).find((p) => p.kind === kind && p.status === "queued");
    if (!stripe || !payment) throw new Error(`no queued ${kind}`);
    const options = { idempotencyKey: payment.idempotency_key };
    const metadata = { payment_id: payment.id, lead_number: leadNumber };
    if (kind === "refund") {
      const charged = (await paymentsOf(leadId)).find((p) => p.id === payment.refund_of);
      await stripe.refunds.create(
        { payment_intent: String(charged?.stripe_id), amount: payment.amount_cents, metadata },
        options,
      );
    } else {
      const card = await db.selectFrom("payment_cards").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
      await stripe.paymentIntents.create(
        {
          amount: payment.amount_cents,
          currency: "usd",
          customer: String(card?.customer_id),
          payment_method: String(card?.payment_method_id),
          off_session: true,
          confirm: true,
          metadata,
        },
        options,
      );
    }
    standIn.expireKeys();
  }

  it("retries a charge a day later, after Stripe forgot its idempotency key, by taking the PaymentIntent its lost first attempt made: one charge", async () => {
    const env = envWith(standIn);
    const b = await newBooking();
    signOrder(b, 120_000, 25_000);
    await saveCard(b, standIn, env);
    await shipmentEvent(b, "carrier_assigned");
    await lostFirstAttempt(env, b, "charge");
    await runWorkerLater(25, env);
    const made = standIn.intentsFor(b.leadNumber);
    expect(made).toHaveLength(1);
    expect((await paymentsOf(b.leadId)).map((p) => [p.status, p.stripe_id])).toEqual([["succeeded", made[0]?.id]]);
  });

  it("retries a refund a day later, after Stripe forgot its idempotency key, by taking the Refund its lost first attempt made: one refund", async () => {
    const env = envWith(standIn);
    const b = await chargedBooking(env);
    await shipmentEvent(b, "cancelled");
    await lostFirstAttempt(env, b, "refund");
    await runWorkerLater(25, env);
    const [charged, refunded] = await paymentsOf(b.leadId);
    const made = standIn.refundsFor(String(charged?.stripe_id));
    expect(made.map((r) => r.amount)).toEqual([25_000]);
    expect([refunded?.status, refunded?.stripe_id]).toEqual(["succeeded", made[0]?.id]);
  });

  it("still creates the charge a day later when no earlier attempt reached Stripe", async () => {
    const env = envWith(standIn);
    const b = await newBooking();
    signOrder(b, 120_000, 25_000);
    await saveCard(b, standIn, env);
    await shipmentEvent(b, "carrier_assigned");
    await runWorkerLater(25, env);
    expect(standIn.intentsFor(b.leadNumber).map((i) => i.amount)).toEqual([25_000]);
    expect((await paymentsOf(b.leadId)).map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("takes payment by phone when Stripe is not configured: sales is told, nothing is charged", async () => {
    const b = await newBooking();
    signOrder(b);
    await shipmentEvent(b, "carrier_assigned");
    const mail = memoryMailer();
    await runWorker(envWith(undefined), mail);
    expect((await paymentsOf(b.leadId)).map((p) => p.status)).toEqual(["no_card"]);
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      ["sales@shiplux.example", `Payment by phone: ${b.leadNumber}`],
    ]);
  });

  it("verifies Stripe's webhooks: forged and replayed requests get 400, an event id is acted on once", async () => {
    const env = envWith(standIn);
    const post = (payload: string, header: string) => postStripeEvent(env, payload, header);
    const b = await chargedBooking(env);
    const intent = await intentOf(b);
    const forged = signedEvent("payment_intent.succeeded", intent, `whsec_${Buffer.alloc(24, 9).toString("base64")}`);
    expect((await post(forged.payload, forged.header)).status).toBe(400);
    const stale = signedEvent("payment_intent.succeeded", intent, undefined, Math.floor(Date.now() / 1000) - 600);
    expect((await post(stale.payload, stale.header)).status).toBe(400);
    const changed = signedEvent("payment_intent.succeeded", { ...intent, amount: 99_999 });
    expect((await post(changed.payload, changed.header)).status).toBe(409);
    const good = signedEvent("payment_intent.succeeded", intent);
    expect((await post(good.payload, good.header)).status).toBe(200);
    const again = await post(good.payload, good.header);
    expect(await again.json()).toMatchObject({ status_code: 200, description: "This event was already handled." });
    const stored = await (
      await getDb()
    )
      .selectFrom("stripe_events")
      .select("id")
      .where("id", "=", good.event.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect((await paymentsOf(b.leadId)).map((p) => [p.status, p.amount_cents])).toEqual([["succeeded", 25_000]]);
  });

  it("answers a client over RATE_LIMIT_STRIPE_WEBHOOKS 429 before its signature is checked; Stripe's own deliveries go on, and a genuine event refused is acted on when Stripe redelivers it", async () => {
    const env = { ...envWith(standIn), RATE_LIMIT_STRIPE_WEBHOOKS: 3 };
    const stranger = freshIp();
    const stripeIp = freshIp();
    const post = (ip: string, payload: string, header: string) => postStripeEvent(env, payload, header, ip);
    const b = await chargedBooking(env);
    const intent = await intentOf(b);
    const forged = signedEvent("payment_intent.succeeded", intent, `whsec_${Buffer.alloc(24, 9).toString("base64")}`);
    for (let i = 0; i < 3; i += 1) expect((await post(stranger, forged.payload, forged.header)).status).toBe(400);
    const refused = await post(stranger, forged.payload, forged.header);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    const good = signedEvent("payment_intent.succeeded", intent);
    expect((await post(stranger, good.payload, good.header)).status).toBe(429);
    const stored = async () =>
      (await getDb()).selectFrom("stripe_events").select("id").where("id", "=", good.event.id).execute();
    expect(await stored()).toHaveLength(0);

    // Stripe redelivers with a fresh signature; from its own address it never waited on the stranger's count.
    const signer = new Stripe("sk_test_signer");
    const resigned = () =>
      signer.webhooks.generateTestHeaderString({ payload: good.payload, secret: STAND_IN_WEBHOOK_SECRET });
    expect((await post(stripeIp, good.payload, resigned())).status).toBe(200);
    expect(await stored()).toHaveLength(1);

    // Even from the stranger's address, the same event is taken once the window has passed.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      const later = await post(stranger, good.payload, resigned());
      expect(await later.json()).toMatchObject({ status_code: 200, description: "This event was already handled." });
    } finally {
      vi.useRealTimers();
    }
    expect((await paymentsOf(b.leadId)).map((p) => [p.status, p.amount_cents])).toEqual([["succeeded", 25_000]]);
  });

  it("gives the card and payment links RATE_LIMIT_PAYMENT_LINKS per client together, then 429 without asking Stripe", async () => {
    const env = { ...envWith(standIn), RATE_LIMIT_PAYMENT_LINKS: 2 };
    const b = await newBooking();
    signOrder(b);
    const ip = freshIp();
    const get = (path: string) =>
      new Request(`https://www.shiplux.example${path}`, { headers: { [CLIENT_IP_HEADER]: ip } });
    const card = `/api/opportunity/${b.token}/card`;
    expect((await handleCardSetup(get(card), b.token, TERMS.findSignedOrder, env)).status).toBe(303);
    expect((await handlePaymentConfirm(get(`/api/opportunity/${b.token}/payment/confirm`), b.token, env)).status).toBe(
      303,
    );
    const sessions = standIn.state.sessions.size;
    const refused = await handleCardReturn(get(`${card}/return?session_id=cs_test_x`), b.token, env);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handleCardSetup(get(card), b.token, TERMS.findSignedOrder, env)).status).toBe(429);
    expect(standIn.state.sessions.size).toBe(sessions);
    const other = new Request(`https://www.shiplux.example${card}`, { headers: { [CLIENT_IP_HEADER]: freshIp() } });
    expect((await handleCardSetup(other, b.token, TERMS.findSignedOrder, env)).status).toBe(303);
  });

  it("reports per campaign the orders signed, cards saved, revenue charged and refunds, and names a booking that breaks a promise", async () => {
    const env = envWith(standIn);
    const b = await chargedBooking(env);
    await shipmentEvent(b, "cancelled");
    await runWorker(env, memoryMailer());
    const db = await getDb();
    const lead = await db.selectFrom("leads").selectAll().where("id", "=", b.leadId).executeTakeFirstOrThrow();
    const bad = await newBooking();
    const forged = {
      lead_id: bad.leadId,
      kind: "charge" as const,
      stage: "deposit" as const,
      currency: "USD",
      order_sha256: "b".repeat(64),
    };
    const outbox = await db
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "=", bad.leadId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("payments")
      .values({
        ...forged,
        id: `forged-${bad.leadId}`,
        amount_cents: 200_000,
        signed_cents: 120_000,
        idempotency_key: `forged-${bad.leadNumber}`,
        outbox_id: outbox.id,
        refund_of: null,
        status: "succeeded",
        stripe_id: null,
        action_url: null,
        failure: null,
        created_at: new Date().toISOString(),
        settled_at: null,
      })
      .execute();

    // A booking of the same campaign, neither signed nor paid: counted as neither.
    const other = await newBooking();
    const unsigned = await db.selectFrom("leads").selectAll().where("id", "=", other.leadId).executeTakeFirstOrThrow();
    const report = await moneyReport(db, [lead, unsigned], new Set([b.leadId]));
    expect(report.total).toEqual({
      ordersSigned: 1,
      cardsSaved: 1,
      charges: 1,
      chargedCents: 25_000,
      refunds: 1,
      refundedCents: 25_000,
    });
    expect(report.campaigns).toHaveLength(1);
    expect(report.campaigns[0]).toMatchObject({ ordersSigned: 1, cardsSaved: 1 });
    expect(report.noChargeBeforeCarrier.violations).toEqual([bad.leadNumber]);
    expect(report.neverAboveSigned.violations).toEqual([bad.leadNumber]);
    expect(moneyTable(report)).toContain(`Amount charged never exceeds amount signed: BROKEN`);
    await db.deleteFrom("payments").where("id", "=", `forged-${bad.leadId}`).execute();
  });

  it("lets a visitor whose bank asked confirm the charge on the bank's page; Stripe's event then records it once", async () => {
    const env = envWith(standIn);
    const b = await newBooking();
    signOrder(b, 120_000, 25_000);
    await saveCard(b, standIn, env, "authentication");
    await shipmentEvent(b, "carrier_assigned");
    const mail = memoryMailer();
    await runWorker(env, mail);
    const link = mail.sent.find((m) => m.subject.includes("confirm the payment"))?.text ?? "";
    expect(link).toContain(`https://www.shiplux.example/api/opportunity/${b.token}/payment/confirm`);
    const started = await handlePaymentConfirm(
      linkRequest(`/api/opportunity/${b.token}/payment/confirm`),
      b.token,
      env,
    );
    expect(started.status).toBe(303);
    const back = await standIn.authenticate(String(started.headers.get("location")));
    expect(back).toContain(`https://www.shiplux.example/booking/${b.token}`);
    const [payment] = await paymentsOf(b.leadId);
    const intent = standIn.state.intents.get(String(payment?.stripe_id));
    expect(intent?.status).toBe("succeeded");
    const event = signedEvent("payment_intent.succeeded", intent);
    const request = new Request("https://www.shiplux.example/api/payments/stripe", {
      method: "POST",
      body: event.payload,
      headers: { "stripe-signature": event.header },
    });
    expect((await handleStripeWebhook(request, env)).status).toBe(200);
    await runWorker(env, mail);
    expect((await paymentsOf(b.leadId)).map((p) => p.status)).toEqual(["succeeded"]);
    expect(standIn.intentsFor(b.leadNumber)).toHaveLength(1);
    expect(mail.sent.filter((m) => m.subject.startsWith("Receipt")).map((m) => m.to)).toEqual([b.email]);
  });
}
