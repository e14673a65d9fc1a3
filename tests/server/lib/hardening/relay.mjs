/**
 * Issue 27's relay findings, replayed against a running production server (called by tests/server/hardening-test.mjs):
 * the quick calculator (call 8) mails nothing; another site's request is refused on every state-changing
 * route; a fourth visitor e-mail to one mailbox in a day is skipped while its lead still reaches sales; the
 * sales Subject holds the lead number only; encoded-words and direction controls are refused; a confirm with
 * another contact gets 409. And issue 29's status webhook: an unsigned, forged or replayed shipment event moves
 * nothing and e-mails no one; only the dispatch system's signed event does.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { webhookHeaders } from "../../../../lib/webhooks/signature.ts";
import { CONSENT as consent, quickParams, sdkBody } from "../../../support/lead-payloads.ts";

/** The dispatch system's signing secret (SHIPMENT_WEBHOOK_SECRETS) on the server the relay checks run against. */
export const SHIPMENT_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;

let clients = 0;
/** A new client behind the server's two trusted hops, so no check spends another's lead budget. */
const asNewClient = () => ({ "x-forwarded-for": `203.0.113.${(clients += 1)}, 10.0.0.1` });
/** A booking link made through call 8 by a new client. */
const newBookingToken = async (base) =>
  (await (await fetch(`${base}${quickPath()}`, { headers: asNewClient() })).json()).url.split("/").pop();
/** The quick calculator's GET path (call 8) for the test's standard request, plus `extra` query text. */
const quickPath = (extra = "") =>
  `/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams()).toString()}${extra}`;

/** A call 6 lead as the form sends it, from Doral to New York. */
const lead = (overrides = {}) => sdkBody({ first_name: "Relay", email: "relay@example.com", ...overrides });

const post = (base, pathname, body, headers = {}) =>
  fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function waitFor(test, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (test()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return test();
}

const mailFiles = (dataDir) => {
  const dir = path.join(dataDir, "mail");
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Call 8 with a stranger's address queues nothing and writes no e-mail. */
async function calculatorMailsNothing(base, dataDir, check) {
  const answers = [];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${base}${quickPath(`&first_name=Victim&email=relayed-victim${i}%40example.org`)}`, {
      headers: asNewClient(),
    });
    answers.push(res.status);
  }
  await new Promise((r) => setTimeout(r, 3000)); // the worker polls every 2 s
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const queued = db.prepare("select count(*) as n from outbox where opportunity_id is not null").get()?.n;
  db.close();
  const mailed = mailFiles(dataDir).filter((f) =>
    readFileSync(path.join(dataDir, "mail", f), "utf8").includes("relayed-victim"),
  ).length;
  console.log(
    `        call 8 with 5 chosen addresses: ${answers.join(" ")}; ${queued} e-mails queued, ${mailed} written`,
  );
  check(answers.every((s) => s === 200) && queued === 0 && mailed === 0, "call 8 stores the request and mails nobody");
}

/** Every state-changing route refuses a cross-site request with 403, and a POST that is not JSON with 415. */
async function crossSiteRefused(base, check) {
  const token = await newBookingToken(base);
  const routes = [
    ["POST", "/api/leads/simple-create-sdk", lead()],
    ["POST", "/api/leads/simple-create", lead()],
    ["POST", "/api/lead", lead()],
    ["POST", `/api/opportunity/${token}/confirm`, { window: "standard", ...consentContact("Cross"), consent }],
    ["GET", quickPath()],
  ];
  /** @type {Record<string, string>[]} */
  const forged = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { origin: "null" }];
  const statuses = [];
  for (const [method, pathname, body] of routes) {
    for (const headers of forged) {
      const sent = { ...asNewClient(), ...headers };
      const res =
        method === "GET"
          ? await fetch(`${base}${pathname}`, { headers: sent })
          : await post(base, pathname, body, sent);
      statuses.push(res.status);
    }
  }
  console.log(`        ${routes.length} routes × ${forged.length} cross-site forms: ${statuses.join(" ")}`);
  check(
    statuses.every((s) => s === 403),
    "every state-changing route refuses another site's request with 403",
  );
  const plain = await post(base, "/api/leads/simple-create-sdk", JSON.stringify(lead()), {
    ...asNewClient(),
    "content-type": "text/plain",
  });
  check(plain.status === 415, `a lead POST that is not application/json is refused with 415 (got ${plain.status})`);
}

const consentContact = (name) => ({
  first_name: name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "(305) 871-2345",
});

/**
 * Four leads to one mailbox (spelled four ways), from four clients behind the trusted proxies: four sales
 * e-mails, three visitor e-mails, the fourth visitor row skipped. The sales Subject holds the number only.
 */
async function recipientBudget(base, dataDir, check) {
  const spellings = ["sam.ple@gmail.com", "Sample@GMAIL.com", "sample+x@googlemail.com", "s.a.m.p.l.e@gmail.com"];
  const numbers = [];
  for (const email of spellings) {
    const res = await post(base, "/api/leads/simple-create-sdk", lead({ first_name: "Sam", email }), asNewClient());
    numbers.push((await res.json()).lead_number);
  }
  const delivered = await waitFor(() => numbers.every((n) => mailFiles(dataDir).includes(`${n}-sales.eml`)), 20_000);
  await new Promise((r) => setTimeout(r, 2500));
  const files = mailFiles(dataDir);
  const customer = numbers.filter((n) => files.includes(`${n}-customer.eml`)).length;
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const skipped = db
    .prepare(
      "select l.lead_number from outbox o join leads l on l.id = o.lead_id where o.channel = 'customer-email' and o.status = 'skipped'",
    )
    .all()
    .map((r) => r.lead_number);
  db.close();
  console.log(
    `        4 leads to one mailbox: sales e-mails ${delivered ? 4 : "missing"}, visitor e-mails ${customer}, skipped ${skipped.join(" ")}`,
  );
  check(
    delivered && customer === 3 && skipped.length === 1 && skipped[0] === numbers[3],
    "the fourth visitor e-mail to one mailbox in a day is skipped while its lead is stored and e-mailed to sales",
  );
  const sales = delivered ? readFileSync(path.join(dataDir, "mail", `${numbers[0]}-sales.eml`), "utf8") : "";
  const subject = /^Subject: (.*)$/m.exec(sales)?.[1] ?? "";
  check(subject === `New quote request ${numbers[0]}`, `the sales Subject is the lead number only ("${subject}")`);
}

/** Encoded-words in names and direction controls anywhere are refused with the field named. */
async function textRefusals(base, check) {
  /** @type {[string, Record<string, unknown>, string][]} */
  const cases = [
    ["an encoded-word name", { first_name: "=?utf-8?q?Ann=0D=0ABcc:_x@evil.example?=" }, "first_name"],
    ["a right-to-left override in a name", { first_name: "Evil\u202Egnp.exe" }, "first_name"],
    [
      "an isolate in a vehicle model",
      { Vehicles: [{ ...lead().Vehicles[0], vehicle_model: "Cam\u2066ry" }] },
      "Vehicles.0.vehicle_model",
    ],
    ["a line separator in a city", { origin_city: "Doral\u2028Bcc" }, "origin_city"],
  ];
  for (const [name, overrides, field] of cases) {
    const res = await post(base, "/api/leads/simple-create-sdk", lead(overrides), asNewClient());
    const body = await res.json();
    check(
      res.status === 400 && Boolean(body.errors?.[field]),
      `${name} is refused with 400 naming ${field} (got ${res.status})`,
    );
  }
}

/** Marketing data never fails a lead: an attribution value with a direction mark is dropped, the lead kept. */
async function attributionDropped(base, dataDir, check) {
  const res = await post(
    base,
    "/api/leads/simple-create-sdk",
    lead({ first_name: "Tagged", attribution: { first: { utm_source: "goo\u200Fgle", utm_medium: "cpc" } } }),
    asNewClient(),
  );
  const { lead_number: number } = await res.json();
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const stored = db.prepare("select attribution_json from leads where lead_number = ?").get(number);
  db.close();
  const touches = JSON.parse(String(stored?.attribution_json ?? "{}"));
  check(
    res.status === 200 && touches.first?.utm_medium === "cpc" && touches.first?.utm_source === undefined,
    `an attribution value with a direction mark is dropped and the lead stored (${res.status}, ${stored?.attribution_json})`,
  );
}

/** A second confirm with another contact is told 409, not "confirmed". */
async function contactConflict(base, check) {
  const token = await newBookingToken(base);
  const confirm = (name) =>
    post(
      base,
      `/api/opportunity/${token}/confirm`,
      { window: "standard", ...consentContact(name), consent },
      asNewClient(),
    );
  const first = await confirm("First");
  const second = await confirm("Second");
  check(
    first.status === 200 && second.status === 409,
    `a confirm whose contact differs from the stored one gets 409 (${first.status}, then ${second.status})`,
  );
}

/**
 * Someone who knows a booking's lead number (it is in every e-mail) posts shipment events: unsigned, signed with
 * a key of their own, or a real delivery captured and replayed after the 5-minute tolerance. Each gets 4xx and
 * no e-mail is written; then the dispatch system's own signed event is taken and its one e-mail written.
 */
async function shipmentEventsForged(base, dataDir, check) {
  const token = await newBookingToken(base);
  const confirmed = await post(
    base,
    `/api/opportunity/${token}/confirm`,
    { window: "standard", ...consentContact("Shipper"), consent },
    asNewClient(),
  );
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const booking = db.prepare("select lead_number from leads where kind = 'booking' order by created_at desc").get();
  db.close();
  const number = String(booking?.lead_number);
  const event = JSON.stringify({
    lead_number: number,
    status: "cancelled",
    occurred_at: new Date(Date.now() - 60_000).toISOString(),
    reason: "Forged",
  });
  const send = (headers) => post(base, "/api/shipments/events", event, headers);
  const id = () => `msg_${randomUUID()}`;
  const forger = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
  const statuses = [
    (await send({})).status,
    (await send(webhookHeaders([forger], id(), event))).status,
    (await send(webhookHeaders([SHIPMENT_SECRET], id(), event, new Date(Date.now() - 10 * 60_000)))).status,
  ];
  const shipmentMails = () => mailFiles(dataDir).filter((f) => f.startsWith(`${number}-shipment-`));
  await new Promise((r) => setTimeout(r, 3_000));
  check(
    confirmed.status === 200 && statuses.join() === "400,401,401" && shipmentMails().length === 0,
    `an unsigned, a forged and a replayed shipment event get 400, 401, 401 and e-mail no one (${statuses.join(", ")}; ${shipmentMails().length} e-mail(s))`,
  );
  const genuine = await send(webhookHeaders([SHIPMENT_SECRET], id(), event));
  const mailed = await waitFor(() => shipmentMails().length === 1, 20_000);
  check(
    genuine.status === 200 && mailed,
    `the dispatch system's signed event is taken (${genuine.status}) and its one e-mail written (${shipmentMails().length})`,
  );
}

/** Runs every relay check against `base`, a server whose DATA_DIR is `dataDir` and that trusts two proxy hops. */
export async function relayChecks(base, dataDir, check) {
  console.log("E-mail relay and cross-site requests:");
  await calculatorMailsNothing(base, dataDir, check);
  await crossSiteRefused(base, check);
  await recipientBudget(base, dataDir, check);
  await textRefusals(base, check);
  await attributionDropped(base, dataDir, check);
  await contactConflict(base, check);
  await shipmentEventsForged(base, dataDir, check);
}
