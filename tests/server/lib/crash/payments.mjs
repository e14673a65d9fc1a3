/**
 * The crash test's payments phase (issue 38): the server is SIGKILLed after Stripe made the deposit's
 * PaymentIntent and before the server recorded it, then restarted.
 *
 * The charge is an outbox row (lib/payments): the worker claims it, asks Stripe for an off-session
 * PaymentIntent with Idempotency-Key `<lead number>-charge-deposit`, and records Stripe's answer after. The
 * stand-in makes the PaymentIntent and holds its answer; the server is killed while it waits. The row is then
 * still `sending` under the dead process's lease (ended here, as the clock would) and the payment still
 * `queued`; after the restart the worker asks again with the same key, Stripe answers with the PaymentIntent
 * it already made, and the payment is recorded once. Asserted at the stand-in: two requests under the key,
 * one PaymentIntent for the booking; in the store: one payment, succeeded, and one receipt sent.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { quickParams, CONSENT } from "../../../support/lead-payloads.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const WAIT_MS = 60_000;

/**
 * @typedef {import("./database.mjs").StoreAccess} StoreAccess
 * @typedef {import("../../../support/stripe-stand-in.ts").StandIn} StandIn
 * @typedef {{ start: () => Promise<unknown>, kill: () => Promise<void> }} ServerLife
 */

async function until(/** @type {() => Promise<boolean> | boolean} */ check, /** @type {string} */ what) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${WAIT_MS / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A step of tests/server/lib/crash/payment-steps.ts, in its own process with the server's store and Stripe. */
async function step(
  /** @type {string} */ name,
  /** @type {string} */ leadNumber,
  /** @type {Record<string, string>} */ env,
) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "tests/server/lib/crash/payment-steps.ts", name, leadNumber],
    { cwd: ROOT, env: { ...process.env, ...env }, timeout: WAIT_MS },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
}

/** A booking confirmed through the server, found by its own visitor address. */
async function booking(/** @type {string} */ base, /** @type {StoreAccess} */ store) {
  // Another vehicle than the delivery phase's booking: the same calculator request from the same client moments
  // later is the same request (lib/leads/write-once.ts) and would answer that booking, already confirmed.
  const vehicles = [
    { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: "2021", vehicle_inop: "No", vehicle_type: "Car" },
  ];
  const created = await fetch(
    `${base}/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams({ Vehicles: JSON.stringify(vehicles) }))}`,
  );
  const { url } = await created.json();
  const email = `crash-pay-${randomUUID()}@example.com`;
  const confirmed = await fetch(`${base}/api/opportunity/${String(url).replace("/booking/", "")}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      window: "standard",
      first_name: "Pay",
      email,
      phone: "(305) 871-2345",
      consent: { given: false, text: CONSENT.text, shownAt: new Date().toISOString() },
    }),
  });
  if (confirmed.status !== 200) throw new Error(`no booking: confirm answered ${confirmed.status}`);
  const [row] = await store.all("select lead_number from leads where email = ?", [email]);
  return String(row?.lead_number);
}

const PAYMENT = `select p.status, p.amount_cents, o.status as outbox from payments p join outbox o on o.id = p.outbox_id
  join leads l on l.id = p.lead_id where l.lead_number = ?`;
const CHARGED_NOTICES = `select o.status from payment_notices n join outbox o on o.id = n.outbox_id
  join leads l on l.id = n.lead_id where l.lead_number = ? and n.notice = 'charged'`;

/**
 * Runs the phase on `life`'s running server (started with the stand-in's Stripe variables) and leaves it
 * restarted. Returns the failures and the lines to print.
 * @param {{ port: number, life: ServerLife, store: StoreAccess, standIn: StandIn, env: Record<string, string> }} o
 */
export async function chargeThroughKill({ port, life, store, standIn, env }) {
  const base = `http://127.0.0.1:${port}`;
  standIn.setWebhookUrl(`${base}/api/payments/stripe`);
  const leadNumber = await booking(base, store);
  const setup = await step("card", leadNumber, env);
  if (setup.kind !== "redirect") throw new Error(`card setup: ${JSON.stringify(setup)}`);
  // The hosted page delivers checkout.session.completed to the server, which reads the card back from Stripe.
  await standIn.completeCheckout(setup.url, "visa");
  const saved =
    "select brand, last4 from payment_cards c join leads l on l.id = c.lead_id where l.lead_number = ? and saved_at is not null";
  await until(
    async () => (await store.all(saved, [leadNumber])).length === 1,
    "the server to save the card from Stripe's webhook",
  );

  standIn.holdIntents(1);
  const assigned = await step("assign", leadNumber, env);
  if (assigned.kind !== "stored") throw new Error(`carrier_assigned: ${JSON.stringify(assigned)}`);
  await until(() => standIn.heldCount() === 1, "the deposit's PaymentIntent to reach Stripe");
  await life.kill();
  const [atKill] = await store.all(PAYMENT, [leadNumber]);
  await store.run("update outbox set locked_until = 0 where status = ?", ["sending"]);
  standIn.releaseHeld();
  await life.start();
  await until(async () => {
    const [p] = await store.all(PAYMENT, [leadNumber]);
    const notices = await store.all(CHARGED_NOTICES, [leadNumber]);
    return p?.status === "succeeded" && notices.length > 0 && notices.every((n) => n.status === "done");
  }, "the charge to be recorded and its receipt sent after the restart");

  const key = `${leadNumber}-charge-deposit`;
  const counted = standIn.chargesFor(key);
  const intents = standIn.intentsFor(leadNumber);
  const payments = await store.all(PAYMENT, [leadNumber]);
  const receipts = await store.all(CHARGED_NOTICES, [leadNumber]);
  const failures = [];
  if (atKill?.status !== "queued" || atKill?.outbox !== "sending")
    failures.push(`at the kill the payment was ${atKill?.status} (outbox ${atKill?.outbox}), not queued and sending`);
  if (counted.requests !== 2)
    failures.push(`${counted.requests} requests under ${key}, not 2 (before and after the kill)`);
  if (intents.length !== 1) failures.push(`${intents.length} PaymentIntents for ${leadNumber}, not 1`);
  if (payments.length !== 1) failures.push(`${payments.length} payments stored, not 1`);
  if (receipts.length !== 1) failures.push(`${receipts.length} receipts queued, not 1`);
  return {
    failures,
    lines: [
      `payments: SIGKILLed with the deposit's PaymentIntent made at Stripe and unanswered (payment ${atKill?.status}, ` +
        `row ${atKill?.outbox}); after restart ${counted.requests} requests under ${key}, ${intents.length} PaymentIntent ` +
        `(${intents.map((i) => `${i.amount} ${i.status}`).join(", ")}), ${payments.length} payment ${payments[0]?.status}, ` +
        `${receipts.length} receipt`,
    ],
  };
}
