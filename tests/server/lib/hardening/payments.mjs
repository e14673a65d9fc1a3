/**
 * Issue 38's payment findings, replayed against a running production server whose Stripe is the local
 * stand-in (called by tests/server/hardening-test.mjs): a forged Stripe signature, a Stripe event replayed
 * after the tolerance and one delivered twice, a PaymentIntent event with a changed amount, a charge whose
 * amount was changed past the signed order, and a charge queued before a carrier is assigned. Each is refused
 * and Stripe is never asked to charge.
 * The server has no signed orders until the signing branch lands, so the steps that need one run through
 * tests/server/lib/crash/payment-steps.ts with a fixture order, beside the server, on its database.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { STAND_IN_WEBHOOK_SECRET, signedEvent } from "../../../support/stripe-stand-in.ts";
import { CONSENT, quickParams } from "../../../support/lead-payloads.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const WAIT_MS = 30_000;

let clients = 0;
/** A new client behind the server's two trusted hops, so no check spends another's budget. */
/** TEST-NET-1 (192.0.2.128/25): no other check speaks from these, so none has spent their budgets. */
const asNewClient = () => ({ "x-forwarded-for": `192.0.2.${128 + (clients += 1)}, 10.0.0.1` });

async function until(/** @type {() => Promise<boolean> | boolean} */ test, /** @type {string} */ what) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${WAIT_MS / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function step(
  /** @type {string} */ name,
  /** @type {string} */ leadNumber,
  /** @type {Record<string, string>} */ env,
) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "tests/server/lib/crash/payment-steps.ts", name, leadNumber],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: WAIT_MS,
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
}

/** A confirmed booking with a card saved through the stand-in's Checkout (the server saves it from the webhook). */
async function bookingWithCard(/** @type {string} */ base, /** @type {*} */ o) {
  const headers = asNewClient();
  const created = await (
    await fetch(`${base}/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams())}`, {
      headers,
    })
  ).json();
  const email = `harden-pay-${randomUUID()}@example.com`;
  const token = String(created.url).split("/").pop();
  const confirmed = await fetch(`${base}/api/opportunity/${token}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      window: "standard",
      first_name: "Pat",
      email,
      phone: "(305) 871-2345",
      consent: { given: false, text: CONSENT.text, shownAt: new Date().toISOString() },
    }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  const leadNumber = String(o.db.prepare("select lead_number from leads where email = ?").get(email)?.lead_number);
  const setup = await step("card", leadNumber, o.env);
  await o.standIn.completeCheckout(setup.url, "visa");
  const saved =
    "select count(*) as n from payment_cards c join leads l on l.id = c.lead_id where l.lead_number = ? and saved_at is not null";
  await until(() => Number(o.db.prepare(saved).get(leadNumber)?.n) === 1, "the card to be saved");
  return leadNumber;
}

const paymentStatus = (/** @type {*} */ db, /** @type {string} */ leadNumber) =>
  db
    .prepare("select p.status, p.failure from payments p join leads l on l.id = p.lead_id where l.lead_number = ?")
    .get(leadNumber);

async function postEvent(/** @type {string} */ base, /** @type {{ payload: string, header: string }} */ signed) {
  const res = await fetch(`${base}/api/payments/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signed.header },
    body: signed.payload,
  });
  return { status: res.status, json: await res.json() };
}

/**
 * @param {string} base
 * @param {{ db: import("node:sqlite").DatabaseSync, standIn: import("../../../support/stripe-stand-in.ts").StandIn, env: Record<string, string> }} o
 * @param {(ok: boolean, message: string) => void} check
 */
export async function paymentChecks(base, o, check) {
  console.log("Payments (Stripe stand-in):");
  o.standIn.setWebhookUrl(`${base}/api/payments/stripe`);
  const early = await bookingWithCard(base, o);
  await step("queue-early", early, o.env);
  await until(() => paymentStatus(o.db, early)?.status !== "queued", "the early charge to be decided");
  check(
    paymentStatus(o.db, early)?.status === "refused" && o.standIn.chargesFor(`${early}-charge-deposit`).requests === 0,
    `a charge queued before a carrier is assigned is refused and Stripe is never asked (${paymentStatus(o.db, early)?.status})`,
  );
  const over = await bookingWithCard(base, o);
  await step("assign-over", over, o.env);
  await until(() => paymentStatus(o.db, over)?.status !== "queued", "the changed charge to be decided");
  check(
    paymentStatus(o.db, over)?.status === "refused" && o.standIn.intentsFor(over).length === 0,
    `a deposit changed to more than the signed order is refused and nothing is charged (${paymentStatus(o.db, over)?.failure})`,
  );

  const paid = await bookingWithCard(base, o);
  await step("assign", paid, o.env);
  await until(() => paymentStatus(o.db, paid)?.status === "succeeded", "the real charge");
  const [intent] = o.standIn.intentsFor(paid);
  const forged = signedEvent(
    "payment_intent.succeeded",
    { ...intent, amount: 1 },
    `whsec_${Buffer.alloc(24, 1).toString("base64")}`,
  );
  check((await postEvent(base, forged)).status === 400, "a Stripe event with a forged signature gets 400");
  const stale = signedEvent(
    "payment_intent.succeeded",
    intent,
    STAND_IN_WEBHOOK_SECRET,
    Math.floor(Date.now() / 1000) - 600,
  );
  check((await postEvent(base, stale)).status === 400, "a Stripe event replayed after the 5-minute tolerance gets 400");
  const changed = signedEvent("payment_intent.succeeded", { ...intent, amount: 99_999 });
  check((await postEvent(base, changed)).status === 409, "a signed PaymentIntent event with a changed amount gets 409");
  const good = signedEvent("payment_intent.succeeded", intent);
  const first = await postEvent(base, good);
  const again = await postEvent(base, good);
  const stored = o.db.prepare("select count(*) as n from stripe_events where id = ?").get(good.event.id);
  check(
    first.status === 200 && again.json.description === "This event was already handled." && Number(stored?.n) === 1,
    "the same Stripe event twice is acted on once and stored once",
  );
  const charged = o.standIn.intentsFor(paid);
  check(
    charged.length === 1 && o.standIn.chargesFor(`${paid}-charge-deposit`).requests === 1,
    `one PaymentIntent for the paid booking after all of it (${charged.length})`,
  );
}
