/**
 * The crash test's delivery phase (issues 28 and 29), run on a fresh server before the lead burst: a SIGKILL
 * while conversions are being exported to Meta and a shipment e-mail is being sent, then a restart.
 *
 * How the outbox sends (lib/leads/delivery/outbox.ts, worker.ts): a pass claims up to 20 due rows (status
 * `sending`, a claim token, a lease of 2 minutes), sends them, and marks each `done` after its send returns,
 * in a write of its own. A SIGKILL can land after the platform took a request and before its row says so: that
 * row is still `sending` under the dead process's lease, is claimed again when the lease ends, and is sent
 * again. One request per conversion is therefore impossible for a row in flight at the kill: no outbox can
 * record "sent" and send to a remote API in one atomic step. What holds, and what this phase asserts:
 *   - no conversion is missing: each reaches the receiver by the time every row is `done` after the restart;
 *   - a conversion sent and marked before the kill is never sent again: exactly one request;
 *   - a second request comes only from a row claimed at the kill, once at most, with the same event_id and the
 *     same event, which Meta deduplicates (event_id + event_name) and so counts once.
 * The e-mail is stricter: SMTP delivers a message only when the relay answers its DATA, so a message whose
 * answer never came was not delivered, and the resend after the restart is its one delivery: exactly once,
 * counted by Message-ID (made from the outbox row's id).
 *
 * A row the killed server claimed comes back when its lease ends (2 minutes). Rather than wait, the phase ends
 * those leases in the database while no server runs, as the clock would; the restarted worker then claims them
 * as it claims any expired lease.
 *
 * A pass waits for all its sends before the next one claims, so to have every send of interest in flight at
 * once, the first conversion (the blocker) is held by the receiver while the others, the booking's shipment
 * event and its e-mail are written; once it is answered, the next pass claims them together: 6 leads × 3 rows
 * (sales e-mail, visitor e-mail, Meta) + the shipment e-mail = 19 rows, within one claim of 20. The receiver
 * answers the first 2 Meta requests of that pass and holds the rest, the relay holds the shipment e-mail's
 * DATA, and the server is SIGKILLed.
 */
import { randomUUID } from "node:crypto";
import { addDays, format } from "date-fns";
import { webhookHeaders } from "../../../../lib/webhooks/signature.ts";
import { CONSENT, quickParams, sdkBody } from "../../../support/lead-payloads.ts";

/** The leads exported in the killed pass, besides the blocker: 3 outbox rows each, 20 rows to a claim. */
const CONVERSION_LEADS = 6;
/** Of those, the exports the receiver answers before it starts holding. */
const ANSWERED_IN_PASS = 2;
/** The dispatch system's signing secret (SHIPMENT_WEBHOOK_SECRETS) for this run. */
export const SHIPMENT_SECRET = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;
/** A held send times out after 10 s (SEND_TIMEOUT_MS, EXPORT_TIMEOUT_MS): everything is checked well within. */
const WAIT_MS = 30_000;

const EXPORTS = `select l.lead_number, o.status from outbox o join leads l on l.id = o.lead_id
  where o.channel = 'meta-capi' and o.status <> 'skipped'`;

/**
 * @typedef {import("./database.mjs").StoreAccess} StoreAccess
 * @typedef {Awaited<ReturnType<typeof import("./receivers.mjs").startConversionReceiver>>} ConversionReceiver
 * @typedef {Awaited<ReturnType<typeof import("./receivers.mjs").startMailReceiver>>} MailReceiver
 * @typedef {{ start: () => Promise<unknown>, kill: () => Promise<void> }} ServerLife
 */

async function until(/** @type {() => Promise<boolean> | boolean} */ check, /** @type {string} */ what) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${WAIT_MS / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function post(/** @type {string} */ url, /** @type {string} */ body, headers = {}) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  return { status: res.status, json: await res.json() };
}

/** A booking made as the booking page makes one: the calculator's request, then a window confirmed. */
async function confirmedBooking(/** @type {string} */ base, /** @type {StoreAccess} */ store) {
  const created = await fetch(
    `${base}/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams())}`,
  );
  const { url } = await created.json();
  const confirmed = await post(
    `${base}/api/opportunity/${String(url).replace("/booking/", "")}/confirm`,
    JSON.stringify({
      window: "standard",
      first_name: "Ana",
      email: `crash-booking-${randomUUID()}@example.com`,
      phone: "(305) 871-2345",
      consent: { given: false, text: CONSENT.text, shownAt: new Date().toISOString() },
    }),
  );
  if (created.status !== 200 || confirmed.status !== 200)
    throw new Error(`no booking: ${created.status}, then ${confirmed.status} ${JSON.stringify(confirmed.json)}`);
  const [booking] = await store.all("select lead_number from leads where kind = ?", ["booking"]);
  return String(booking?.lead_number);
}

/** A lead from a Meta ad click (an fbclid the arrival capture saw a minute ago); its Meta export is due. */
async function clickLead(/** @type {string} */ base, /** @type {number} */ i) {
  const clicks = { fbclid: { id: `crash-fbclid-${i}`, at: Date.now() - 60_000 } };
  const body = sdkBody({ first_name: `Click${i}`, email: `crash-click-${i}@example.com`, signals: { clicks } });
  const { status, json } = await post(`${base}/api/leads/simple-create-sdk`, JSON.stringify(body));
  if (status !== 200) throw new Error(`click lead ${i} answered ${status}`);
  return String(json.lead_number);
}

async function exportStatuses(/** @type {StoreAccess} */ store) {
  return new Map((await store.all(EXPORTS)).map((r) => [String(r.lead_number), String(r.status)]));
}

/**
 * Runs the phase on `life`'s running server and leaves it restarted. Returns the failures (empty when it
 * passed) and the lines to print.
 * @param {{ port: number, life: ServerLife, store: StoreAccess, platform: ConversionReceiver, mail: MailReceiver }} o
 */
export async function deliveriesThroughKill({ port, life, store, platform, mail }) {
  const base = `http://127.0.0.1:${port}`;
  const leadNumber = await confirmedBooking(base, store);

  platform.answerNext(0);
  const blocker = await clickLead(base, 0);
  await until(() => platform.held().includes(blocker), "the blocker's export to reach the receiver");
  // At once: the blocker's export gives up after 10 s (EXPORT_TIMEOUT_MS).
  const others = Array.from({ length: CONVERSION_LEADS }, (_, i) => clickLead(base, i + 1));
  const conversions = [blocker, ...(await Promise.all(others))];
  const event = JSON.stringify({
    lead_number: leadNumber,
    status: "carrier_assigned",
    occurred_at: new Date(Date.now() - 60_000).toISOString(),
    carrier: { name: "Crash Test Haulers LLC", usdot: "1234567" },
    pickup_date: format(addDays(new Date(), 2), "yyyy-MM-dd"),
  });
  const webhookId = `msg_${randomUUID()}`;
  // Signed at each send, as a sender signs a redelivery (a fresh timestamp, the same webhook-id).
  const sendEvent = () =>
    post(`${base}/api/shipments/events`, event, webhookHeaders([SHIPMENT_SECRET], webhookId, event));
  const stored = await sendEvent();
  if (stored.status !== 200) throw new Error(`the shipment event answered ${stored.status}`);
  const mailRows = "select id, status from outbox where channel = ? and shipment_event_id is not null";
  const [mailRow] = await store.all(mailRows, ["customer-email"]);
  const messageId = `<${String(mailRow?.id)}@shiplux.customer>`;

  mail.hold(messageId);
  platform.answerNext(ANSWERED_IN_PASS);
  platform.releaseHeld();
  const inFlight = CONVERSION_LEADS - ANSWERED_IN_PASS;
  const doneCount = (/** @type {Map<string, string>} */ s) => [...s.values()].filter((v) => v === "done").length;
  await until(
    async () =>
      platform.held().length === inFlight &&
      mail.heldSessions.get(messageId) === 1 &&
      doneCount(await exportStatuses(store)) === 1 + ANSWERED_IN_PASS,
    `${inFlight} exports and the shipment e-mail to be held, the ${1 + ANSWERED_IN_PASS} answered ones marked`,
  );
  const answeredBeforeKill = platform.answered.size;
  const heldAtKill = platform.held().length;
  await life.kill();

  const atKill = await exportStatuses(store);
  const mailAtKill = (await store.all(mailRows, ["customer-email"]))[0]?.status;
  await store.run("update outbox set locked_until = 0 where status = ?", ["sending"]);
  platform.answerNext(Infinity);
  mail.hold(undefined);
  await life.start();
  await until(async () => {
    const mailNow = (await store.all(mailRows, ["customer-email"]))[0]?.status;
    return mailNow === "done" && [...(await exportStatuses(store)).values()].every((s) => s === "done");
  }, "every export and the shipment e-mail to be delivered after the restart");
  // The dispatch system sending the event again (it never saw our answer, say): the same webhook-id.
  const again = await sendEvent();
  const [history] = await store.all(
    `select count(*) as n from shipment_events e join shipments s on s.id = e.shipment_id
      join leads l on l.id = s.lead_id where l.lead_number = ?`,
    [leadNumber],
  );
  const changeMails = await store.all(mailRows, ["customer-email"]);

  const failures = [];
  const perConversion = new Map();
  for (const id of conversions) {
    const sent = platform.requests.get(id) ?? [];
    const status = atKill.get(id);
    perConversion.set(sent.length, (perConversion.get(sent.length) ?? 0) + 1);
    if (sent.length === 0) failures.push(`conversion ${id} never reached the receiver`);
    else if (status !== "sending" && sent.length !== 1)
      failures.push(`conversion ${id} (${status} at the kill, not claimed) was sent ${sent.length} times`);
    else if (sent.length > 2) failures.push(`conversion ${id}, claimed at the kill, was sent ${sent.length} times`);
    if (new Set(sent).size > 1)
      failures.push(`conversion ${id} was sent again as a different event: ${sent.join(" / ")}`);
  }
  const claimedAtKill = [...atKill.values()].filter((s) => s === "sending").length;
  if (claimedAtKill === 0) failures.push("no export was in flight at the kill: the crash was not tested");
  if (mailAtKill !== "sending") failures.push(`the shipment e-mail was ${mailAtKill} at the kill, not being sent`);
  const mailed = mail.accepted.get(messageId) ?? 0;
  if (mailed !== 1) failures.push(`the shipment e-mail ${messageId} was delivered ${mailed} times`);
  if (again.status !== 200) failures.push(`the event sent again answered ${again.status}`);
  if (Number(history?.n) !== 1) failures.push(`the booking's history holds ${history?.n} events, not 1`);
  if (changeMails.length !== 1) failures.push(`the change queued ${changeMails.length} visitor e-mails, not 1`);

  const counts = [...perConversion].sort(([a], [b]) => a - b).map(([n, c]) => `${n} request(s): ${c}`);
  return {
    failures,
    lines: [
      `conversions: ${answeredBeforeKill} answered before SIGKILL, ${heldAtKill} in flight at it (sent, unanswered; ` +
        `${claimedAtKill} rows claimed); after restart all ${conversions.length} arrived, by event_id ${counts.join(", ")}`,
      `shipment e-mail: SIGKILLed with its DATA unanswered (${mail.heldSessions.get(messageId)} session held); ` +
        `delivered ${mailed} time(s) after restart; the booking's history holds the event ${history?.n} time(s)`,
    ],
  };
}
