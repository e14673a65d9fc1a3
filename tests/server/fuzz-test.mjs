/**
 * npm run test:fuzz (after npm run build)
 * Property-based fuzzing of every API endpoint with fast-check, against the production server (server.ts)
 * on a fresh SQLite database with Stripe's stand-in (tests/support/stripe-stand-in.ts): valid requests with
 * one or two fields made hostile, arbitrary JSON and bytes, odd charsets, random query strings, reused
 * Idempotency-Keys, Stripe events signed, forged and stale, wrong methods. Every answer must be 2xx, 4xx
 * or a redirect, arrive within REQUEST_TIMEOUT_MS and show no stack trace; afterwards every lead answered 200
 * must be stored exactly once and no two stored leads may share a number. Exits 1 with the counterexample.
 *
 * FUZZ_SEED=<n> replays a run's generated requests (the server's state, e.g. booking tokens, is new each run);
 * FUZZ_ONLY=<property> runs one property; with FUZZ_PATH=<path> from a failure, only its counterexample.
 * FUZZ_RUNS=<factor> scales the number of runs (default 1: about 5,000 requests).
 */
import { randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { addDays, format } from "date-fns";
import fc from "fast-check";
import Stripe from "stripe";
import { PICKUP_WINDOW_KINDS } from "../../lib/booking/constants.ts";
import { hasControlCharacter } from "../../lib/text/control-characters.ts";
import { webhookHeaders } from "../../lib/webhooks/signature.ts";
import { contactBody, internationalBody, quickQuery, sdkBody, simpleBody } from "../integration/leads/requests.ts";
import { freePort, snapshotBuild, startServer, stopServer } from "../../scripts/lib/server-command.mjs";
import { writeSuiteReport } from "../../scripts/lib/test-reports.mjs";
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn } from "../support/stripe-stand-in.ts";
import { parseJson, problemOf, send } from "./lib/fuzz/http.mjs";
import { whatTheVisitorReads } from "./lib/hardening/signing.mjs";
import {
  FuzzRequest,
  graphqlQuery,
  graphqlValid,
  idempotencyKey,
  jsonPost,
  queryGet,
  signedJsonPost,
  stripeSignedPost,
  tokenPath,
  wrongMethod,
} from "./lib/fuzz/requests.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const RUNS_FACTOR = Number(process.env.FUZZ_RUNS ?? "1");
const REQUEST_TIMEOUT_MS = 5_000;
/** After a request timed out, how long the server may take to answer again before the run gives up on it. */
const RECOVERY_LIMIT_MS = 60_000;
/** A property still running after this stops where it is (a failure found by then is still reported). */
const PROPERTY_TIME_LIMIT_MS = 60_000;
/** Booking links made before the run for the confirm property: with no contact, a name and e-mail, all three. */
const BOOKING_LINKS_EACH = 8;
const RUN_ID = `${process.pid}${Date.now().toString(36)}`;
const HIGH_LIMIT = "1000000";
/** The shipment events' secret for this run (a test key). */
const SHIPMENT_SECRET = `whsec_${Buffer.alloc(32, 11).toString("base64")}`;
/** Bookings confirmed before the run, whose lead numbers the shipment events name. */
const CONFIRMED_BOOKINGS = 4;
/** Of those, how many are signed before the run (the signed PDF, the card link); the others are left to sign. */
const SIGNED_BOOKINGS = 2;

const stats = new Map();
/** Leads answered 200 with a number: { number, endpoint, key, request }. */
const answered = [];
let server;
let stderr = "";
const exited = () => server.exitCode !== null || server.signalCode !== null;

function count(endpoint, outcome, ms) {
  const row = stats.get(endpoint) ?? { statuses: new Map(), times: [] };
  row.statuses.set(outcome, (row.statuses.get(outcome) ?? 0) + 1);
  row.times.push(ms);
  stats.set(endpoint, row);
}

/** A bot's answer carries a made-up number that is never stored: the honeypot field decides. */
const mayBeHoneypot = (req) => req.text().includes("company_website");

async function exchange(port, req) {
  const answer = await send(port, req, REQUEST_TIMEOUT_MS);
  count(req.endpoint, answer.status ?? (answer.cutOff ? "cut" : "none"), answer.ms);
  const json = parseJson(answer.text);
  if (req.kind === "lead" && answer.status === 200 && json?.lead_number && !mayBeHoneypot(req)) {
    answered.push({
      number: json.lead_number,
      endpoint: req.endpoint,
      key: req.headers["idempotency-key"]?.trim(),
      request: req,
    });
  }
  return { ...answer, json };
}

/** Runs of 1-3 concurrent requests; sometimes the first is sent again afterwards and must be answered alike. */
function requestProperty(port, arbitrary) {
  return fc.asyncProperty(fc.array(arbitrary, { minLength: 1, maxLength: 3 }), fc.boolean(), async (batch, replay) => {
    const answers = await Promise.all(batch.map((req) => exchange(port, req)));
    if (exited()) throw new Error(`the server exited (${server.exitCode ?? server.signalCode})`);
    for (const [i, req] of batch.entries()) {
      const answer = /** @type {(typeof answers)[number]} */ (answers[i]);
      const problem = problemOf(req, answer);
      if (!problem) continue;
      // A request the server is still chewing on would make every later one (and every shrink) look guilty.
      const recovery = answer.status === undefined ? ` (the server answered again ${await recovered(port)})` : "";
      throw new Error(`${req.endpoint}: ${problem} (after ${answer.ms} ms)${recovery}`);
    }
    if (!replay) return;
    const [first] = batch;
    const again = await exchange(port, first);
    const problem = problemOf(first, again);
    if (problem) throw new Error(`${first.endpoint} (sent again): ${problem}`);
    const was = /** @type {(typeof answers)[number]} */ (answers[0]);
    if (first.kind === "lead" && was.status === 200 && was.json?.lead_number && !mayBeHoneypot(first)) {
      if (again.status !== 200 || again.json?.lead_number !== was.json.lead_number) {
        throw new Error(
          `${first.endpoint}: the same request sent again answered ${again.status} ${again.json?.lead_number}, first ${was.json.lead_number}`,
        );
      }
    }
  });
}

/** Waits until the server answers its health check again; says after how long. */
async function recovered(port) {
  const started = performance.now();
  const health = new FuzzRequest({ endpoint: "recovery", kind: "setup", method: "GET", path: "/api/health" });
  while (performance.now() - started < RECOVERY_LIMIT_MS && !exited()) {
    if ((await send(port, health, 1_000)).status === 200)
      return `after ${((performance.now() - started) / 1000).toFixed(1)} s`;
    await new Promise((r) => setTimeout(r, 250));
  }
  return `not within ${RECOVERY_LIMIT_MS / 1000} s`;
}

async function getJson(port, pathAndQuery) {
  const answer = await send(
    port,
    new FuzzRequest({ endpoint: "setup", kind: "setup", method: "GET", path: pathAndQuery }),
    10_000,
  );
  if (answer.status !== 200)
    throw new Error(
      `setup: GET ${pathAndQuery} answered ${answer.status ?? answer.error}: ${answer.text.slice(0, 300)}`,
    );
  return JSON.parse(answer.text);
}

/** @typedef {[string, (overrides?: Record<string, unknown>) => object]} LeadEndpoint */
/** @type {[LeadEndpoint, LeadEndpoint, LeadEndpoint, LeadEndpoint]} */
const LEAD_ENDPOINTS = [
  ["/api/leads/simple-create-sdk", sdkBody],
  ["/api/lead", internationalBody],
  ["/api/leads/simple-create", simpleBody],
  ["/api/contact", contactBody],
];

/**
 * What the properties need from the server first: each valid body taken (else the fuzz would only ever
 * meet rejections and prove little), a make id, booking links.
 */
async function prepare(port) {
  for (const [endpoint, body] of LEAD_ENDPOINTS) {
    const req = new FuzzRequest({
      endpoint,
      kind: "lead",
      method: "POST",
      path: endpoint,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body({ email: "fuzz.setup@example.com" })),
    });
    const answer = await exchange(port, req);
    if (answer.status !== 200 || !answer.json?.lead_number)
      throw new Error(
        `setup: the valid body of ${endpoint} answered ${answer.status ?? answer.error}: ${answer.text.slice(0, 300)}`,
      );
  }
  const makeId = (await getJson(port, "/api/vehicles/make-lookup?input=toyota")).data?.[0]?.Make_ID;
  if (makeId === undefined) throw new Error("setup: make-lookup found no Toyota");
  const tokens = [];
  /** @type {Record<string, string>[]} */
  const contacts = [
    {},
    { first_name: "Li", email: "li@example.com" },
    { first_name: "Li", email: "li@example.com", phone: "305 871 2345" },
  ];
  for (const contact of contacts) {
    for (let i = 0; i < BOOKING_LINKS_EACH; i++) {
      const answer = await getJson(
        port,
        `/api/opportunity/create-and-redirect-booking?${quickQuery({ marketing_id: `fuzz-${i}`, ...contact }).toString()}`,
      );
      tokens.push(String(answer.url).replace("/booking/", ""));
    }
  }
  /** A set-up POST of JSON that must answer 200, else the run cannot go on. */
  const setupPost = async (what, path, body) => {
    const headers = { "content-type": "application/json" };
    const request = new FuzzRequest({ endpoint: "setup", kind: "setup", method: "POST", path, headers, body });
    const answer = await exchange(port, request);
    if (answer.status !== 200) throw new Error(`setup: ${what} answered ${answer.status}: ${answer.text}`);
  };
  for (const [i, token] of tokens.slice(-CONFIRMED_BOOKINGS).entries())
    await setupPost("confirming a booking", `/api/opportunity/${token}/confirm`, JSON.stringify(confirmBody(i)));
  const confirmed = tokens.slice(-CONFIRMED_BOOKINGS);
  const base = `http://127.0.0.1:${port}`;
  const readings = await Promise.all(confirmed.map((token) => whatTheVisitorReads(base, token)));
  for (const [i, token] of confirmed.slice(0, SIGNED_BOOKINGS).entries())
    await setupPost("signing a booking", `/api/orders/${token}/sign`, JSON.stringify(signBody(readings)(i)));
  return { makeId: String(makeId), tokens, readings, leadNumbers: bookingLeadNumbers(dataDirOf) };
}

/** A signing as the booking page posts it, with the code and hash one of the confirmed bookings' visitors read. */
const signBody = (readings) => (n) => {
  const { code, hash } = readings[n % readings.length];
  return { full_name: "Ana Fuzz", agree: true, disclosure_code: code, order_sha256: hash };
};

let dataDirOf = "";

/** The confirmed bookings' lead numbers, read from the server's database (the confirm answer does not carry them). */
function bookingLeadNumbers(dataDir) {
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  try {
    const rows = db.prepare("select lead_number from leads where kind = 'booking'").all();
    return rows.map((r) => String(r.lead_number));
  } finally {
    db.close();
  }
}

/**
 * A day from today: plans lie ahead, a pickup or a delivery is reported on the day (a later one is refused).
 * @param {number} offset
 */
const day = (offset) => format(addDays(new Date(), offset), "yyyy-MM-dd");
const SHIPMENT_EVENTS = [
  { status: "carrier_assigned", carrier: { name: "Fuzz Haul", usdot: "1234567" }, pickup_date: day(2) },
  { status: "pickup_rescheduled", window: { from: day(3), to: day(4) }, reason: "Fuzz" },
  { status: "picked_up", date: day(0), inspection_report_url: "https://example.com/bol.pdf" },
  { status: "in_transit", estimated_delivery_date: day(3) },
  { status: "delivered", date: day(0) },
  { status: "cancelled", reason: "Fuzz" },
];

const shipmentEvent = (leadNumbers) => (n) => ({
  lead_number: leadNumbers[n % leadNumbers.length],
  occurred_at: new Date(Date.now() - (n % 600) * 60_000).toISOString(),
  ...SHIPMENT_EVENTS[n % SHIPMENT_EVENTS.length],
});

/** Stripe's events as it sends them: the three acted on (for objects this site never made) and one only stored. */
const stripeEvent = (leadNumbers) => (n) => {
  const leadNumber = leadNumbers[n % leadNumbers.length];
  const intent = {
    id: `pi_fuzz_${n % 7}`,
    object: "payment_intent",
    amount: 25_000,
    currency: "usd",
    status: "succeeded",
    metadata: { lead_number: leadNumber, payment_id: `pay_fuzz_${n % 5}` },
    last_payment_error: n % 2 ? null : { code: "card_declined", decline_code: "insufficient_funds" },
  };
  /** @type {[string, object][]} */
  const objects = [
    ["checkout.session.completed", { id: `cs_fuzz_${n % 7}`, object: "checkout.session", mode: "setup" }],
    ["payment_intent.succeeded", intent],
    ["payment_intent.payment_failed", { ...intent, status: "requires_payment_method" }],
    ["customer.created", { id: `cus_fuzz_${n % 7}`, object: "customer" }],
  ];
  const [type, object] = /** @type {[string, object]} */ (objects[n % objects.length]);
  return {
    id: `evt_fuzz_${n % 12}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
};

const stripeSigner = new Stripe("sk_test_fuzz");
const stripeSignature = (payload, secret, timestamp) =>
  stripeSigner.webhooks.generateTestHeaderString({ payload, secret, timestamp });

const confirmBody = (n) => ({
  window: PICKUP_WINDOW_KINDS[n % PICKUP_WINDOW_KINDS.length],
  first_name: "Ana",
  email: `fuzz.${n}@example.com`,
  phone: "(305) 871-2345",
  consent: { given: true, text: "I agree that ShipLux may call and text me.", shownAt: new Date().toISOString() },
});

function properties({ makeId, tokens, readings, leadNumbers }) {
  const key = idempotencyKey(RUN_ID);
  const lead = ([endpoint, body]) =>
    jsonPost({ endpoint, kind: "lead", path: endpoint, key, valid: (n) => body({ email: `fuzz.${n}@example.com` }) });
  const lookup = (endpoint, valid) => queryGet({ endpoint, kind: "lookup", path: endpoint, valid });
  const quick = Object.fromEntries(quickQuery());
  const [sdk, international, simple, contact] = LEAD_ENDPOINTS;
  return [
    { name: "sdk", runs: 220, arbitrary: lead(sdk) },
    { name: "international", runs: 160, arbitrary: lead(international) },
    { name: "simple", runs: 160, arbitrary: lead(simple) },
    { name: "contact", runs: 120, arbitrary: lead(contact) },
    {
      name: "opportunity",
      runs: 160,
      arbitrary: queryGet({
        endpoint: "/api/opportunity/create-and-redirect-booking",
        kind: "opportunity",
        path: "/api/opportunity/create-and-redirect-booking",
        valid: quick,
        key,
      }),
    },
    {
      name: "confirm",
      runs: 160,
      arbitrary: jsonPost({
        endpoint: "/api/opportunity/{token}/confirm",
        kind: "confirm",
        path: tokenPath(tokens),
        valid: confirmBody,
      }),
    },
    {
      name: "sign",
      runs: 160,
      arbitrary: jsonPost({
        endpoint: "/api/orders/{token}/sign",
        kind: "sign",
        path: tokenPath(tokens, "sign", "orders"),
        valid: signBody(readings),
      }),
    },
    {
      name: "disclosure-pdf",
      runs: 40,
      arbitrary: queryGet({
        endpoint: "/api/orders/{token}/disclosure.pdf",
        kind: "pdf",
        path: tokenPath(tokens, "disclosure.pdf", "orders"),
        valid: {},
      }),
    },
    {
      name: "signed-pdf",
      runs: 60,
      arbitrary: queryGet({
        endpoint: "/api/orders/{token}/signed.pdf",
        kind: "pdf",
        path: tokenPath(tokens, "signed.pdf", "orders"),
        valid: {},
      }),
    },
    {
      name: "card",
      runs: 80,
      arbitrary: queryGet({
        endpoint: "/api/opportunity/{token}/card",
        kind: "payment-link",
        path: tokenPath(tokens, "card"),
        valid: {},
      }),
    },
    {
      name: "card-return",
      runs: 80,
      arbitrary: queryGet({
        endpoint: "/api/opportunity/{token}/card/return",
        kind: "payment-link",
        path: tokenPath(tokens, "card/return"),
        valid: { session_id: "cs_test_fuzz0123456789" },
      }),
    },
    {
      name: "payment-confirm",
      runs: 80,
      arbitrary: queryGet({
        endpoint: "/api/opportunity/{token}/payment/confirm",
        kind: "payment-link",
        path: tokenPath(tokens, "payment/confirm"),
        valid: {},
      }),
    },
    {
      name: "stripe-webhook",
      runs: 200,
      arbitrary: stripeSignedPost({
        endpoint: "/api/payments/stripe",
        kind: "stripe",
        path: "/api/payments/stripe",
        valid: stripeEvent(leadNumbers),
        secret: STAND_IN_WEBHOOK_SECRET,
        sign: stripeSignature,
      }),
    },
    {
      name: "shipment-events",
      runs: 160,
      arbitrary: signedJsonPost({
        endpoint: "/api/shipments/events",
        kind: "shipment",
        path: "/api/shipments/events",
        valid: shipmentEvent(leadNumbers),
        secret: SHIPMENT_SECRET,
        sign: webhookHeaders,
      }),
    },
    { name: "city-zip-lookup", runs: 90, arbitrary: lookup("/api/locations/city-zip-lookup", { input: "miami" }) },
    {
      name: "city-port-lookup",
      runs: 90,
      arbitrary: lookup("/api/locations/city-port-lookup", { input: "hamb", searchPort: "true" }),
    },
    { name: "auto-complete", runs: 90, arbitrary: lookup("/api/locations/auto-complete", { input: "new y" }) },
    { name: "make-lookup", runs: 90, arbitrary: lookup("/api/vehicles/make-lookup", { input: "to" }) },
    {
      name: "model-lookup",
      runs: 90,
      arbitrary: lookup("/api/vehicles/model-lookup", { input: "cam", make_id: makeId, year: "2021" }),
    },
    {
      name: "graphql-post",
      runs: 120,
      arbitrary: graphqlQuery.chain((query) =>
        jsonPost({ endpoint: "POST /api/graphql", kind: "graphql", path: "/api/graphql", valid: graphqlValid(query) }),
      ),
    },
    {
      name: "graphql-get",
      runs: 80,
      arbitrary: graphqlQuery.chain((query) =>
        queryGet({
          endpoint: "GET /api/graphql",
          kind: "graphql",
          path: "/api/graphql",
          valid: { query, variables: '{"id":"x"}' },
        }),
      ),
    },
    {
      name: "health",
      runs: 30,
      arbitrary: queryGet({ endpoint: "/api/health", kind: "health", path: "/api/health", valid: {} }),
    },
    {
      name: "wrong-method",
      runs: 60,
      arbitrary: wrongMethod([
        "/api/leads/simple-create-sdk",
        "/api/lead",
        "/api/leads/simple-create",
        "/api/contact",
        "/api/opportunity/create-and-redirect-booking",
        `/api/opportunity/${tokens[0]}/confirm`,
        `/api/orders/${tokens.at(-1)}/sign`,
        `/api/orders/${tokens.at(-1)}/disclosure.pdf`,
        `/api/orders/${tokens.at(-1)}/signed.pdf`,
        `/api/opportunity/${tokens.at(-1)}/card`,
        `/api/opportunity/${tokens.at(-1)}/card/return`,
        `/api/opportunity/${tokens.at(-1)}/payment/confirm`,
        "/api/payments/stripe",
        "/api/shipments/events",
        "/api/locations/city-zip-lookup",
        "/api/vehicles/make-lookup",
        "/api/graphql",
        "/api/health",
      ]),
    },
  ];
}

/** Properties that held, for the suite's report (each failure is in the caller's list). */
let propertiesPassed = 0;

async function runProperties(port, setup) {
  const failures = [];
  for (const p of properties(setup)) {
    if (process.env.FUZZ_ONLY && process.env.FUZZ_ONLY !== p.name) continue;
    const started = performance.now();
    const numRuns = Math.max(1, Math.round(p.runs * RUNS_FACTOR));
    try {
      await fc.assert(requestProperty(port, p.arbitrary), {
        numRuns,
        seed: SEED,
        path: process.env.FUZZ_PATH,
        includeErrorInReport: true,
        plugins: [fc.interruptAfterTimeLimit(PROPERTY_TIME_LIMIT_MS)],
      });
      propertiesPassed += 1;
      console.log(`[fuzz] ${p.name}: ${numRuns} runs passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const counterexample = /path: "([^"]+)"/.exec(message)?.[1];
      const replay = `FUZZ_SEED=${SEED} FUZZ_ONLY=${p.name}${counterexample ? ` FUZZ_PATH=${counterexample}` : ""}${RUNS_FACTOR === 1 ? "" : ` FUZZ_RUNS=${RUNS_FACTOR}`}`;
      console.error(`[fuzz] ${p.name}: FAIL (replay: ${replay} npm run test:fuzz)\n${message}`);
      failures.push(p.name);
      if (exited()) return [...failures, "the server died: the remaining properties were not run"];
    }
  }
  return failures;
}

/** The stored leads' text fields a visitor typed; each must pass the text rules the schemas apply. */
const TYPED_COLUMNS = ["first_name", "email", "phone", "origin_city", "destination_city", "shipping_method"];

/** Every stored lead whose typed text holds a character the text rules refuse (an invisible one slipped through). */
function invisibleStored(db) {
  const rows = db.prepare(`select lead_number, vehicles_json, ${TYPED_COLUMNS.join(", ")} from leads`).all();
  const problems = [];
  for (const row of rows) {
    const vehicles = JSON.parse(String(row.vehicles_json));
    const texts = [...TYPED_COLUMNS.map((c) => row[c]), ...vehicles.flatMap((v) => [v.make, v.model, v.name])];
    const bad = texts.find((t) => typeof t === "string" && hasControlCharacter(t));
    if (bad !== undefined) problems.push(`lead ${row.lead_number} stored ${JSON.stringify(bad)}`);
  }
  return problems;
}

/**
 * Every lead answered 200 is stored once; no number is stored twice; one key never gave two leads; no stored
 * text holds a character the text rules refuse.
 */
function checkStore(dataDir) {
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"));
  let rows;
  const problems = [];
  try {
    rows = db.prepare("select lead_number, count(*) as n from leads group by lead_number").all();
    problems.push(...invisibleStored(db));
  } finally {
    db.close();
  }
  const stored = new Map(rows.map((r) => [r.lead_number, Number(r.n)]));
  for (const [number, n] of stored) if (n > 1) problems.push(`lead number ${number} is stored ${n} times`);
  const byKey = new Map();
  for (const a of answered) {
    if ((stored.get(a.number) ?? 0) !== 1)
      problems.push(
        `${a.endpoint} answered ${a.number}, stored ${stored.get(a.number) ?? 0} times: ${a.request[fc.toStringMethod]()}`,
      );
    if (!a.key) continue;
    const id = `${a.endpoint} ${a.key}`;
    byKey.set(id, (byKey.get(id) ?? new Set()).add(a.number));
  }
  for (const [id, numbers] of byKey)
    if (numbers.size > 1) problems.push(`Idempotency-Key ${id} made ${numbers.size} leads: ${[...numbers].join(", ")}`);
  const distinct = new Set(answered.map((a) => a.number)).size;
  console.log(
    `[fuzz] leads: ${answered.length} answers 200 with a number (${distinct} distinct), ${rows.length} numbers stored`,
  );
  return problems;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function printStats() {
  const statuses = [...new Set([...stats.values()].flatMap((row) => [...row.statuses.keys()]))].sort((a, b) =>
    String(a).localeCompare(String(b)),
  );
  const width = Math.max(...[...stats.keys()].map((e) => e.length), 8);
  const cells = (values) => values.map((v) => String(v).padStart(5)).join(" ");
  console.log(
    `[fuzz] requests by endpoint and status (cut: an upload over 64 KB or a head over 8 KB cut off; none: no answer), and answer times in ms\n  ${"endpoint".padEnd(width)}  ${cells(statuses)}  total   p50   p99   max`,
  );
  const all = { statuses: new Map(), times: /** @type {number[]} */ ([]) };
  for (const [endpoint, row] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [s, n] of row.statuses) all.statuses.set(s, (all.statuses.get(s) ?? 0) + n);
    all.times.push(...row.times);
    printRow(endpoint, row);
  }
  printRow("all", all);

  function printRow(name, row) {
    const times = row.times.toSorted((a, b) => a - b);
    const figures = [times.length, percentile(times, 0.5), percentile(times, 0.99), times.at(-1) ?? 0];
    console.log(`  ${name.padEnd(width)}  ${cells(statuses.map((s) => row.statuses.get(s) ?? ""))}  ${cells(figures)}`);
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  console.log(`[fuzz] seed ${SEED} (replay: FUZZ_SEED=${SEED} npm run test:fuzz)`);
  const started = performance.now();
  const snapshot = await snapshotBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shiplux-fuzz-"));
  const failures = [];
  const standIn = await startStripeStandIn();
  try {
    const port = await freePort();
    server = await startServer(
      port,
      {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        LEAD_WEBHOOK_URL: "",
        TRUSTED_PROXIES: "",
        CONTENT_GRAPHQL_PUBLIC: "true",
        RATE_LIMIT_LEADS: HIGH_LIMIT,
        RATE_LIMIT_LOOKUPS: HIGH_LIMIT,
        RATE_LIMIT_GRAPHQL: HIGH_LIMIT,
        SHIPMENT_WEBHOOK_SECRETS: SHIPMENT_SECRET,
        RATE_LIMIT_BOOKING_PAGES: HIGH_LIMIT,
        RATE_LIMIT_BOOKING_PAGES_AT_ONCE: "100",
        RATE_LIMIT_STRIPE_WEBHOOKS: HIGH_LIMIT,
        RATE_LIMIT_PAYMENT_LINKS: HIGH_LIMIT,
        RATE_LIMIT_ORDER_PDFS: HIGH_LIMIT,
        ...standIn.env(),
      },
      snapshot.dir,
    );
    server.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
    dataDirOf = dataDir;
    failures.push(...(await runProperties(port, await prepare(port))));
    if (!exited()) await stopServer(server);
    const storeProblems = checkStore(dataDir);
    failures.push(...storeProblems);
    if (storeProblems.length === 0) propertiesPassed += 1;
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (server && !exited()) await stopServer(server);
    await standIn.stop();
    rmSync(dataDir, { recursive: true, force: true });
    snapshot.cleanup();
  }
  printStats();
  writeSuiteReport("fuzz", { passed: propertiesPassed, failed: failures.length });
  console.log(`[fuzz] ${((performance.now() - started) / 1000).toFixed(1)} s in all, seed ${SEED}`);
  if (failures.length) {
    if (stderr.trim())
      console.error(`[fuzz] the server's log (last lines):\n${stderr.trim().split("\n").slice(-40).join("\n")}`);
    console.error(`[fuzz] FAIL: ${failures.slice(0, 30).join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      "[fuzz] PASS: every answer 2xx, 4xx or a redirect, in time, without a stack; every answered lead stored exactly once",
    );
  }
}

await main();
