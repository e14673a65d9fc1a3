/**
 * npm run test:hardening (after npm run build)
 * The attacker's findings of issue 12, replayed against the production server (server.ts) on 127.0.0.1:
 * header limits and the User-Agent cut, forged forwarding headers with and without trusted proxies,
 * the lead budget, the GraphQL limits while the health check answers, security headers on redirects,
 * client aborts, readiness and the IP-hash key. Then issue 27's: one client holding connections while
 * another is answered, the body deadline, one budget per IPv6 /64, the SITE_URL start-up refusal, an
 * absolute-form request target, GraphQL introspection and suggestions. Then issue 36's opt-out, by cookie and by
 * consumer, and issue 37's: a scripted lead's words kept out of its e-mail, 50 junk leads to one provider skipping
 * no real visitor's confirmation, a booking page flood from one address leaving others' health checks fast, and
 * (./lib/hardening/connections.mjs, ./lib/hardening/smaller.mjs) slow readers, slow bodies from 32 addresses,
 * pipelining, the CSP of unlisted HTML, CORP, the same-site test, the abort log, DATA_DIR's modes and the
 * start-up refusals. Then issue 38's signing and payments against a local Stripe stand-in
 * (lib/hardening/signing.mjs, lib/hardening/payments.mjs). Prints each figure; exits 1 on any failure.
 * Loopback is 127.0.0.0/8 on Linux: a client socket bound to 127.0.0.2 is another peer to the server.
 */
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { contactBody, quickParams, sdkBody } from "../support/lead-payloads.ts";
import { writeSuiteReport } from "../../scripts/lib/test-reports.mjs";
import { SHIPMENT_SECRET, relayChecks } from "./lib/hardening/relay.mjs";
import { visitorMailChecks } from "./lib/hardening/visitor-mail.mjs";
import {
  acceptQueue,
  baselineVisitor,
  deepPipeline,
  largestPrecompressedAsset,
  quickEnough,
  quickWords,
  slowBodies,
  visitor,
  slowReaders,
} from "./lib/hardening/connections.mjs";
import {
  abortLogThrottled,
  crossOriginResourcePolicy,
  cspOnUnlistedHtml,
  dataDirPrivate,
  sameSiteIgnoresHost,
  startupRefusals,
} from "./lib/hardening/smaller.mjs";
import { signingChecks } from "./lib/hardening/signing.mjs";
import { paymentChecks } from "./lib/hardening/payments.mjs";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import {
  SERVER_ARGS,
  freePort,
  serverEnv,
  snapshotBuild,
  startServer,
  stopServer,
} from "../../scripts/lib/server-command.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LEAD_LIMIT = 3;
/** The figures the attacker of issue 27 measured before the fixes, printed beside today's. */
const ISSUE_27_BEFORE = {
  flood: "2 of 19 requests from another address answered while one address held 2,000 sockets",
  slowBody: "a trickled body held its connection for 30 s",
  sixtyFour: "40 of 40 calculator requests and 150 of 150 lookups from one /64",
  siteUrl: "production started with SITE_URL=http://localhost:3000",
  absoluteForm: "GET http://evil.example/x got a 308 to evil.example",
};
/** RATE_LIMIT_LOOKUPS's default, which the server behind trusted proxies keeps. */
const LOOKUP_LIMIT = 120;
/** lib/server/limits.ts MAX_CONNECTIONS_PER_CLIENT and the body deadline. */
const CONNECTIONS_PER_CLIENT = 64;
const BODY_DEADLINE_MS = 10_000;
const failures = [];
let passedChecks = 0;
const check = (ok, message) => {
  console.log(`${ok ? "  ok  " : "  FAIL"} ${message}`);
  if (ok) passedChecks += 1;
  else failures.push(message);
};

/** A group of checks that throws counts as one failed check, and the groups after it still run. */
async function stoppedIsFailed(name, run) {
  try {
    await run();
  } catch (error) {
    check(false, `the ${name} checks stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A visitor of its own: a name and the e-mail address made from it. */
const visitorNamed = (name) => ({ first_name: name, email: `${name.toLowerCase()}@example.com` });
/** Call 6's body (tests/support/lead-payloads.ts) from a visitor of its own. */
const lead = (name) => sdkBody(visitorNamed(name));
/** A contact message (tests/support/lead-payloads.ts) from a visitor of its own. */
const message = (name) => contactBody(visitorNamed(name));

function postJson(base, route, body, headers = {}) {
  return fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const postLead = (base, body, headers) => postJson(base, "/api/leads/simple-create-sdk", body, headers);

const postContact = (base, body, headers) => postJson(base, "/api/contact", body, headers);

/** The statuses of `count` requests made one after another, the i-th (from 1) by `send(i)`. */
async function statusesOf(count, send) {
  const statuses = [];
  for (let i = 1; i <= count; i++) statuses.push((await send(i)).status);
  return statuses;
}

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function userAgentCost(base) {
  console.log("User-Agent:");
  const page = (ua) =>
    timed(async () => (await fetch(`${base}/blog`, { headers: { "user-agent": ua } })).arrayBuffer());
  const normal = [];
  const long = [];
  for (let i = 0; i < 15; i++) {
    normal.push((await page("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36")).ms);
    long.push((await page("a".repeat(7 * 1024))).ms);
  }
  const huge = await fetch(`${base}/blog`, { headers: { "user-agent": "a".repeat(16 * 1024) } });
  console.log(
    `        page with a normal UA ${median(normal).toFixed(1)} ms, with a 7 KB UA ${median(long).toFixed(1)} ms (medians of 15, interleaved)`,
  );
  check(median(long) < median(normal) * 1.5 + 10, "a 7 KB User-Agent costs about what a normal one does");
  check(huge.status === 431, `a 16 KB User-Agent is refused with 431 (got ${huge.status})`);

  // Four clients sending long User-Agents while a visitor loads pages.
  let stop = false;
  const attackers = Array.from({ length: 4 }, async () => {
    while (!stop) await page("a".repeat(7 * 1024)).catch(() => undefined);
  });
  const visitorMs = [];
  for (let i = 0; i < 8; i++) visitorMs.push((await page("Mozilla/5.0 visitor")).ms);
  stop = true;
  await Promise.all(attackers);
  console.log(`        visitor's page beside four long-UA clients: median ${median(visitorMs).toFixed(1)} ms`);
  check(median(visitorMs) < 1000, "a visitor beside four long-UA clients waits under a second");
}

async function forgedHeaders(base, dataDir) {
  console.log("Forged forwarding headers, no trusted proxy:");
  const statuses = [];
  for (let i = 0; i < LEAD_LIMIT * 2; i++) {
    const res = await postLead(base, lead(`Forged${i}`), {
      "x-forwarded-for": `203.0.113.${i}`,
      "x-real-ip": `198.51.100.${i}`,
    });
    statuses.push(res.status);
  }
  console.log(`        ${statuses.join(" ")}`);
  check(
    statuses.filter((s) => s === 200).length === LEAD_LIMIT,
    `rotated X-Forwarded-For/X-Real-IP get ${LEAD_LIMIT} leads, not more`,
  );

  const key = readFileSync(path.join(dataDir, "ip-hash.key"), "utf8").trim();
  const mode = statSync(path.join(dataDir, "ip-hash.key")).mode & 0o777;
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const hashes = new Set(
    db
      .prepare("select ip_hash from leads")
      .all()
      .map((r) => r.ip_hash),
  );
  db.close();
  check(
    key.length >= 32 && mode === 0o600,
    `production without IP_HASH_SALT made a private key in DATA_DIR (mode ${mode.toString(8)})`,
  );
  check(
    hashes.size === 1 && hashes.has(createHmac("sha256", key).update("127.0.0.1").digest("base64url")),
    "every lead is hashed as the TCP peer, with that key",
  );
}

async function trustedHops(base, salt, dataDir) {
  console.log("Two trusted hops (TRUSTED_PROXIES=2):");
  const client = "198.51.100.7";
  const statuses = [];
  for (let i = 0; i < LEAD_LIMIT + 2; i++) {
    const res = await postLead(base, lead(`Hop${i}`), { "x-forwarded-for": `6.6.6.${i}, ${client}, 10.0.0.1` });
    statuses.push(res.status);
  }
  const other = await postLead(base, lead("Other"), { "x-forwarded-for": `6.6.6.6, 198.51.100.8, 10.0.0.1` });
  console.log(`        ${statuses.join(" ")}; another client: ${other.status}`);
  check(
    statuses.filter((s) => s === 200).length === LEAD_LIMIT,
    "the client two hops in is found, whatever the forged first entry says",
  );
  check(other.status === 200, "another client behind the same proxies has its own budget");

  const junk = [];
  for (let i = 0; i < 10; i++)
    junk.push((await postLead(base, { first_name: "" }, { "x-forwarded-for": "198.51.100.9, 10.0.0.1" })).status);
  const after = await postLead(base, lead("Victim"), { "x-forwarded-for": "198.51.100.9, 10.0.0.1" });
  check(
    junk.every((s) => s === 400) && after.status === 200,
    "ten invalid requests in a victim's name do not spend its lead budget",
  );

  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const row = db.prepare("select ip_hash from leads where first_name = 'Hop0'").get();
  db.close();
  check(
    row?.ip_hash === createHmac("sha256", salt).update(client).digest("base64url"),
    "the stored hash is the real client's",
  );
}

/** Issue 36: the opt-out holds for the browser (its cookie) and for the consumer (e-mail and phone) on the server. */
async function optOutHolds(base, dataDir) {
  console.log("The opt-out, from a tab with the cookie and then from another browser (issue 36):");
  const signals = { clicks: { fbclid: { id: "harden-fbclid", at: Date.now() - 60_000 } } };
  const withCookie = await postLead(
    base,
    sdkBody({ first_name: "Optout", email: "opted.out@example.com", phone: "(305) 871-9901", signals }),
    { "x-forwarded-for": "198.51.100.41, 10.0.0.1", cookie: "shiplux_opt_out=1" },
  );
  const elsewhere = await postLead(
    base,
    sdkBody({ first_name: "Optout", email: " OPTED.OUT@example.com", phone: "+1 305 871 9901", signals }),
    { "x-forwarded-for": "198.51.100.42, 10.0.0.1" },
  );
  const numbers = [(await withCookie.json()).lead_number, (await elsewhere.json()).lead_number];
  const db = new DatabaseSync(path.join(dataDir, "shiplux.sqlite"), { readOnly: true });
  const reasons = db
    .prepare(
      `select outbox.skip_reason from outbox join leads on leads.id = outbox.lead_id
       where leads.lead_number in (?, ?) and outbox.conversion is not null`,
    )
    .all(...numbers)
    .map((r) => r.skip_reason);
  db.close();
  console.log(`        ${reasons.join(" ")}`);
  check(
    reasons.length === 6 && reasons.every((r) => r === "opt-out"),
    "a lead with the opt-out cookie, and the same consumer's next lead without it, export nothing (opt-out)",
  );
}

async function graphqlLimits(base) {
  console.log("GraphQL:");
  let deep = "title";
  for (let i = 0; i < 15; i++) deep = `posts(first: 100) { nodes { categories(first: 100) { nodes { ${deep} } } } }`;
  deep = `{ categories(first: 100) { nodes { ${deep} } } }`;
  // The attacker's 20 KB body: under the length cap, so the alias cap is what refuses it.
  const aliases = `{${Array.from({ length: 541 }, (_, i) => `a${i}:posts(first:100){nodes{content}}`).join(" ")}}`;
  const post = (query) =>
    timed(async () => {
      const res = await fetch(`${base}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    });
  // The yardstick is a one-field query taken in the same run (its first call also warms the endpoint): run
  // unguarded, either attack takes minutes, so a refusal within 10× of it (and never over 1 s on a quiet
  // machine) shows the guard refused before executing, however busy the machine is.
  const small = [];
  for (let i = 0; i < 3; i++) small.push((await post("{ posts(first: 1) { nodes { title } } }")).ms);
  const allowedMs = Math.max(1000, 10 * median(small));
  for (const [name, query] of /** @type {[string, string][]} */ ([
    ["30-level fan-out", deep],
    ["541 aliases", aliases],
  ])) {
    const health = timed(() => fetch(`${base}/api/health`).then((r) => r.status));
    const refused = await post(query);
    const h = await health;
    console.log(
      `        ${name} (${query.length} B): ${refused.result.status} in ${refused.ms.toFixed(0)} ms (allowed ${allowedMs.toFixed(0)} ms: one-field query ${median(small).toFixed(0)} ms), ${refused.result.bytes} B; health ${h.result} in ${h.ms.toFixed(0)} ms`,
    );
    check(
      refused.result.status === 400 && refused.ms < allowedMs,
      `the ${name} query is refused within 10× a one-field query's time (and under a second when that is under 100 ms)`,
    );
    check(h.result === 200 && h.ms < 1000, `/api/health answers beside the ${name} query`);
  }

  const ask = async (query) => {
    const res = await fetch(`${base}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    return { status: res.status, text: await res.text() };
  };
  const introspection = await ask("{ __schema { types { name fields { name } } } }");
  const misspelt = await ask("{ post { titl } posts(frist: 1) { nodes { slug } } }");
  console.log(`        introspection: ${introspection.status}; misspelt fields: ${misspelt.status} ${misspelt.text}`);
  check(
    introspection.status === 400 && !introspection.text.includes('"types"'),
    "the public endpoint refuses introspection",
  );
  check(
    misspelt.status === 400 && !/did you mean/i.test(misspelt.text),
    'a misspelt field gets no "Did you mean" suggestion',
  );
}

async function redirectsAbortsReadiness(base, stderr) {
  console.log("Redirects, aborts, readiness:");
  const redirect = await fetch(`${base}/blog/`, { redirect: "manual" });
  check(
    redirect.status === 308 &&
      /frame-ancestors 'none'/.test(redirect.headers.get("content-security-policy") ?? "") &&
      redirect.headers.has("strict-transport-security"),
    `the trailing-slash redirect carries the security headers (${redirect.status})`,
  );
  const ready = await fetch(`${base}/api/health/ready`);
  check(
    ready.status === 200 && (await ready.json()).status === "ready",
    "/api/health/ready answers ready with the database up",
  );

  const before = stderr.text.length;
  await new Promise((resolve) => {
    const { port } = new URL(base);
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(
        `POST /api/leads/simple-create-sdk HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"first_name":`,
      );
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on("close", resolve);
    socket.on("error", () => undefined);
  });
  await new Promise((r) => setTimeout(r, 1000));
  const logged = stderr.text.slice(before);
  check(
    !/lead intake \(sdk\) failed/.test(logged),
    "a client that hangs up mid-body is not logged as a lead-intake failure",
  );
}

/** One raw HTTP exchange: what came back (until the server closed or `ms` passed) and how long it took. */
function rawExchange(port, text, { localAddress = "127.0.0.1", ms = 5000 } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = "";
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () => socket.write(text));
    const done = (closed) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: answer, closed, ms: performance.now() - started });
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on("data", (c) => (answer += c));
    socket.on("error", () => undefined);
    socket.on("close", () => done(true));
  });
}

/** A GET on a new connection from `localAddress`: its status (0 when refused or failed) and time. */
function getFrom(port, pathName, localAddress) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = httpRequest(
      { host: "127.0.0.1", port, path: pathName, localAddress, agent: false, timeout: 5000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/** A GET from `localAddress` whose JSON answer is read: the quick calculator's booking link. */
function getJsonFrom(port, pathName, localAddress) {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathName, localAddress, agent: false }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve(JSON.parse(text || "{}")));
    });
    req.on("error", () => resolve({}));
    req.end();
  });
}

/** Issue 37: the booking page flood measured 108–750 ms health checks for others (4–14 ms without it). */
const BOOKING_FLOOD_BEFORE = "33 booking pages a second from one address: others' health checks 108–750 ms";
const BOOKING_FLOOD_RATE = 33;
const BOOKING_FLOOD_MS = 6_000;
/**
 * Others' health checks during the flood: 90 % of them within this, or, on a box so loaded that they are
 * slower than that with no flood at all, within twice their own p90 measured just before.
 */
const HEALTH_UNDER_FLOOD_MS = 50;

/** The 90th percentile of some timings. */
const p90Of = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? Infinity;

/** Others' health checks for `ms`, every 200 ms, from 127.0.0.3. */
async function healthTimes(port, ms) {
  const times = [];
  const started = performance.now();
  while (performance.now() - started < ms) {
    times.push((await getFrom(port, "/api/health", "127.0.0.3")).ms);
    await new Promise((r) => setTimeout(r, 200));
  }
  return times;
}

/**
 * One address (127.0.0.2) asks for a real booking page 33 times a second, as the attacker did, while another
 * (127.0.0.3) checks health every 200 ms; then malformed and unknown tokens, which must get the static 404.
 */
async function bookingFlood(port) {
  console.log("Booking page flood (issue 37):");
  const quick = `/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams()).toString()}`;
  const { url = "" } = await getJsonFrom(port, quick, "127.0.0.5");
  // The process's first booking page loads its chunks and builds the lookup indexes inside Next.js's bundle
  // (seconds on a busy box): a cold start, not the flood's cost, so it is paid before measuring.
  let warm = { status: 0, ms: 0 };
  for (let i = 0; i < 6 && warm.status !== 200; i += 1) warm = await getFrom(port, url, "127.0.0.5");
  console.log(
    `        the booking page warmed (a cold start's render): ${warm.status}, last in ${warm.ms.toFixed(0)} ms`,
  );
  const baseline = p90Of(await healthTimes(port, 2_000));
  const flood = [];
  const started = performance.now();
  const healthLoop = healthTimes(port, BOOKING_FLOOD_MS);
  while (performance.now() - started < BOOKING_FLOOD_MS) {
    flood.push(getFrom(port, url, "127.0.0.2"));
    await new Promise((r) => setTimeout(r, 1000 / BOOKING_FLOOD_RATE));
  }
  const answers = await Promise.all(flood);
  const health = await healthLoop;
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const sorted = [...health].sort((a, b) => a - b);
  const p90 = p90Of(health);
  const bound = Math.max(HEALTH_UNDER_FLOOD_MS, 2 * baseline);
  console.log(`        before: ${BOOKING_FLOOD_BEFORE}`);
  console.log(
    `        after: ${answers.length} requests (${JSON.stringify(statuses)}); others' health checks median ${median(health).toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (${health.length} checks; p90 without the flood ${baseline.toFixed(1)} ms)`,
  );
  check(
    url.startsWith("/booking/") && (statuses[429] ?? 0) > 0 && p90 < bound,
    `a booking page flood from one address is limited and others' health checks stay under ${bound.toFixed(0)} ms (p90 ${p90.toFixed(1)} ms)`,
  );
  const cheap = await Promise.all(
    ["/booking/not-a-token!", `/booking/${"x".repeat(40)}`].map((p) => getFrom(port, p, "127.0.0.4")),
  );
  check(
    cheap.every((a) => a.status === 404),
    `a malformed and an unknown booking token get the static 404 (${cheap.map((a) => `${a.status} in ${a.ms.toFixed(1)} ms`).join(", ")})`,
  );
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

/** A client that sends a lead's head with Content-Length: 30000 and then one byte a second. */
function tricklingSocket(port, localAddress, onClose) {
  const started = performance.now();
  let drip;
  const socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
    socket.write(
      `POST /api/leads/simple-create-sdk HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 30000\r\n\r\n{`,
    );
    drip = setInterval(() => socket.writable && socket.write(" "), 1000);
  });
  let answer = "";
  socket.on("data", (c) => (answer += c));
  socket.on("error", () => undefined);
  socket.on("close", () => {
    clearInterval(drip);
    onClose({ ms: performance.now() - started, answer });
  });
  return socket;
}

/** How long a flood socket must have stayed open to count as one the server kept. */
const HELD_AFTER_MS = 2_000;

async function connectionFlood(port, serverPid) {
  console.log("One address holding connections (issue 27):");
  const baseline = await baselineVisitor(port, "127.0.0.2");
  const rssBefore = rssMb(serverPid);
  const lifetimes = [];
  /** Each open flood socket and when it was opened. */
  const sockets = new Map();
  let stop = false;
  let opened = 0;
  const open = () => {
    opened += 1;
    const socket = tricklingSocket(port, "127.0.0.1", (closed) => {
      lifetimes.push(closed.ms);
      sockets.delete(socket);
    });
    sockets.set(socket, performance.now());
  };
  for (let i = 0; i < 2000; i++) open();
  // … and about 67 new connections a second for as long as the test lasts, as the attacker did.
  const reopen = setInterval(() => !stop && open(), 15);
  // The burst waits in the kernel's accept queue until the server takes each one (and closes those over
  // the cap): wait until it has, then count what it kept.
  const burst = performance.now();
  while (sockets.size > CONNECTIONS_PER_CLIENT + 10 && performance.now() - burst < 15_000) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const drainedMs = performance.now() - burst;
  await new Promise((r) => setTimeout(r, HELD_AFTER_MS));
  // Open for two seconds: the server kept it. One it refuses is closed within milliseconds, but on a loaded machine
  // the close of a socket the reopening opened half a second ago may still be on its way (ci3 counted 71 at 500 ms).
  const held = [...sockets.values()].filter((at) => performance.now() - at > HELD_AFTER_MS).length;

  const slow = new Promise((resolve) => tricklingSocket(port, "127.0.0.3", resolve));
  const answers = await visitor(port, "127.0.0.2", 19, 200);
  const rssDuring = rssMb(serverPid);
  const slowBody = await slow;
  stop = true;
  clearInterval(reopen);
  await new Promise((r) => setTimeout(r, 1500));
  for (const socket of sockets.keys()) socket.destroy();

  const admitted = lifetimes.filter((ms) => ms > 1000);
  console.log(
    `        before: ${ISSUE_27_BEFORE.flood}; ${ISSUE_27_BEFORE.slowBody}\n` +
      `        after: ${answers.answered} of 19 answered from 127.0.0.2 (median ${answers.median.toFixed(0)} ms, slowest ${answers.slowest.toFixed(0)} ms) while 127.0.0.1 ` +
      `opened ${opened} sockets (the first 2,000 at once, taken and cut to ${held} in ${(drainedMs / 1000).toFixed(1)} s); ` +
      `server memory ${rssBefore} → ${rssDuring} MB`,
  );
  console.log(
    `        a trickled body was cut after ${(slowBody.ms / 1000).toFixed(1)} s with "${slowBody.answer.split("\r\n")[0]}"; ` +
      `held flood sockets lived at most ${(Math.max(0, ...admitted) / 1000).toFixed(1)} s`,
  );
  check(held <= CONNECTIONS_PER_CLIENT, `one address holds at most ${CONNECTIONS_PER_CLIENT} connections (${held})`);
  check(
    quickEnough(answers, baseline),
    `another address is answered, ${quickWords} (before the flood: median ${baseline.median.toFixed(0)} ms, slowest ${baseline.slowest.toFixed(0)} ms)`,
  );
  check(
    slowBody.ms < BODY_DEADLINE_MS + 2000 &&
      slowBody.ms > BODY_DEADLINE_MS - 1000 &&
      /^HTTP\/1\.1 408/.test(slowBody.answer),
    `a body trickled after its head is cut with 408 at the ${BODY_DEADLINE_MS / 1000} s body deadline`,
  );
}

async function sixtyFourBudget(base) {
  console.log("One budget per IPv6 /64, behind two trusted proxies (issue 27):");
  const from = (i, prefix = "2001:db8:27:64") => ({ "x-forwarded-for": `${prefix}:${i.toString(16)}::${i}, 10.0.0.1` });
  const leads = await statusesOf(LEAD_LIMIT + 3, (i) => postLead(base, lead(`Sixtyfour${i}`), from(i)));
  const calculatorUrl = `${base}/api/opportunity/create-and-redirect-booking?${new URLSearchParams(quickParams())}`;
  const calculator = await statusesOf(10, (i) => fetch(calculatorUrl, { headers: from(i, "2001:db8:27:65") }));
  let lookups = 0;
  for (let i = 1; i <= LOOKUP_LIMIT + 30; i++) {
    const res = await fetch(`${base}/api/vehicles/make-lookup?input=toy`, { headers: from(i, "2001:db8:27:66") });
    if (res.status === 200) lookups += 1;
    await res.arrayBuffer();
  }
  // Contact messages spend the same lead budget (lib/leads/lead-kinds.ts): one /64 rotating addresses gets
  // LEAD_LIMIT messages into the sales inbox, and a /64 that spent its budget on quotes gets none.
  const messages = await statusesOf(LEAD_LIMIT + 3, (i) =>
    postContact(base, message(`Messenger${i}`), from(i, "2001:db8:27:68")),
  );
  const afterQuotes = await postContact(base, message("Latecomer"), from(LEAD_LIMIT + 4));
  const neighbour = await postLead(base, lead("Neighbour"), from(1, "2001:db8:27:67"));
  const ok = (statuses) => statuses.filter((s) => s === 200).length;
  console.log(
    `        before: ${ISSUE_27_BEFORE.sixtyFour}\n        after: rotating inside one /64, ${ok(leads)} of ${leads.length} leads, ` +
      `${ok(calculator)} of 10 calculator requests, ${lookups} of ${LOOKUP_LIMIT + 30} lookups, ` +
      `${ok(messages)} of ${messages.length} contact messages (${afterQuotes.status} after its quotes); the next /64: ${neighbour.status}`,
  );
  check(ok(leads) === LEAD_LIMIT, `a /64 gets one lead budget (${LEAD_LIMIT})`);
  check(ok(calculator) === LEAD_LIMIT, `a /64 gets one calculator budget (${LEAD_LIMIT})`);
  check(lookups === LOOKUP_LIMIT, `a /64 gets one lookup budget (${LOOKUP_LIMIT})`);
  check(ok(messages) === LEAD_LIMIT, `a /64 gets one lead budget (${LEAD_LIMIT}) for contact messages too`);
  check(afterQuotes.status === 429, "a /64 that spent its lead budget on quotes sends no contact message");
  check(neighbour.status === 200, "the neighbouring /64 has its own budget, after the contact flood too");
}

async function absoluteForm(port) {
  console.log("Absolute-form request target (issue 27):");
  const host = `127.0.0.1:${port}`;
  const evil = await rawExchange(
    port,
    `GET http://evil.example/x HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  );
  const own = await rawExchange(port, `GET http://${host}/blog HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  const status = (text) => text.split("\r\n")[0];
  console.log(
    `        before: ${ISSUE_27_BEFORE.absoluteForm}\n        after: ${status(evil.text)}; on its own host: ${status(own.text)}`,
  );
  check(
    /^HTTP\/1\.1 400/.test(evil.text) && !/evil\.example/i.test(evil.text),
    "another host's absolute-form target gets 400",
  );
  check(/^HTTP\/1\.1 200/.test(own.text), "an absolute-form target on the site's own host is served");
}

/** Spawns the production server with `env` and waits for it to exit; its exit code and stderr. */
async function startupOutcome(env) {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(port, env) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => (child.kill("SIGKILL"), resolve("timeout")), 60_000);
    child.once("exit", (c) => (clearTimeout(timer), resolve(c)));
  });
  return { code, stderr };
}

async function refusesInsecureSiteUrl(serverStderr) {
  console.log("SITE_URL in production (issue 27):");
  const unset = await startupOutcome({ ALLOW_INSECURE_SITE_URL: "", SITE_URL: "" });
  const http = await startupOutcome({ ALLOW_INSECURE_SITE_URL: "", SITE_URL: "http://www.shiplux.example" });
  console.log(
    `        before: ${ISSUE_27_BEFORE.siteUrl}\n        after: unset → exit ${unset.code}; http → exit ${http.code}`,
  );
  const reason = /SITE_URL must be the site's public https origin in production/;
  check(
    unset.code === 1 && reason.test(unset.stderr) && /http:\/\/localhost:3000 is not/.test(unset.stderr),
    "production without SITE_URL refuses to start, saying why",
  );
  check(http.code === 1 && /it is not https/.test(http.stderr), "production with an http SITE_URL refuses to start");
  check(
    /SITE_URL is https:\/\/www\.shiplux\.example, but the build was made with/.test(serverStderr),
    "a server whose SITE_URL differs from the build's says so",
  );
}

async function refusesWithoutSalt() {
  console.log("PostgreSQL in production without IP_HASH_SALT:");
  const { code, stderr } = await startupOutcome({
    DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres",
    IP_HASH_SALT: "",
  });
  check(
    code === 1 && /IP_HASH_SALT must be set/.test(stderr),
    `the server refuses to start, saying why (exit ${code})`,
  );
}

/** Issue 37's findings on server A (production settings, no trusted proxy), its connection ones first. */
async function issue37(server, port, appDir, stderr, dataDir) {
  const base = `http://127.0.0.1:${port}`;
  const asset = largestPrecompressedAsset(appDir);
  console.log("Pipelining (issue 37):");
  await deepPipeline(port, asset, check);
  await slowReaders(port, asset, check);
  await slowBodies(port, check);
  await acceptQueue(server, port, check);
  await cspOnUnlistedHtml(base, check);
  console.log("Cross-Origin-Resource-Policy, same-site test, abort log, DATA_DIR (issue 37):");
  await crossOriginResourcePolicy(base, check);
  await sameSiteIgnoresHost(base, check);
  await abortLogThrottled(port, stderr, check);
  dataDirPrivate(dataDir, check);
}

async function main() {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const snapshot = await snapshotBuild();
  const dirA = mkdtempSync(path.join(tmpdir(), "shiplux-harden-a-"));
  const dirB = mkdtempSync(path.join(tmpdir(), "shiplux-harden-b-"));
  const salt = "hardening-test-salt-0123456789";
  const common = {
    DATABASE_URL: "",
    RATE_LIMIT_LEADS: String(LEAD_LIMIT),
    CONTENT_GRAPHQL_PUBLIC: "true",
    RATE_LIMIT_GRAPHQL: "1000",
  };
  // Server A runs as production must: an https SITE_URL, no local escape (unlike the build's default).
  const publicSite = { SITE_URL: "https://www.shiplux.example", ALLOW_INSECURE_SITE_URL: "" };
  const [portA, portB] = [await freePort(), await freePort()];
  const servers = [];
  const standIn = await startStripeStandIn();
  try {
    const [a, b] = await Promise.all([
      startServer(
        portA,
        { ...common, ...publicSite, DATA_DIR: dirA, IP_HASH_SALT: "", TRUSTED_PROXIES: "" },
        snapshot.dir,
      ),
      startServer(
        portB,
        {
          ...common,
          DATA_DIR: dirB,
          IP_HASH_SALT: salt,
          TRUSTED_PROXIES: "2",
          SHIPMENT_WEBHOOK_SECRETS: SHIPMENT_SECRET,
          ...standIn.env(),
        },
        snapshot.dir,
      ),
    ]);
    servers.push(a, b);
    const stderr = { text: "" };
    a.stderr.on("data", (c) => (stderr.text += c));
    const baseA = `http://127.0.0.1:${portA}`;
    await userAgentCost(baseA);
    await forgedHeaders(baseA, dirA);
    await trustedHops(`http://127.0.0.1:${portB}`, salt, dirB);
    await optOutHolds(`http://127.0.0.1:${portB}`, dirB);
    await sixtyFourBudget(`http://127.0.0.1:${portB}`);
    await graphqlLimits(baseA);
    await redirectsAbortsReadiness(baseA, stderr);
    await relayChecks(`http://127.0.0.1:${portB}`, dirB, check);
    await visitorMailChecks(`http://127.0.0.1:${portB}`, dirB, check);
    await stoppedIsFailed("signing", () => signingChecks(`http://127.0.0.1:${portB}`, dirB, check));
    const storeB = new DatabaseSync(path.join(dirB, "shiplux.sqlite"), { timeout: 5000 });
    try {
      const stepEnv = { DATA_DIR: dirB, DATABASE_URL: "", IP_HASH_SALT: salt, ...standIn.env() };
      await stoppedIsFailed("payments", () =>
        paymentChecks(`http://127.0.0.1:${portB}`, { db: storeB, standIn, env: stepEnv }, check),
      );
    } finally {
      storeB.close();
    }
    await absoluteForm(portA);
    await bookingFlood(portA);
    await connectionFlood(portA, a.pid);
    await refusesInsecureSiteUrl(a.stderrText());
    await issue37(a, portA, snapshot.dir, stderr, dirA);
  } finally {
    await Promise.all(servers.map(stopServer));
    await standIn.stop();
    rmSync(dirA, { recursive: true, force: true });
    rmSync(dirB, { recursive: true, force: true });
  }
  await refusesWithoutSalt();
  console.log("Start-up refusals (issue 37):");
  await startupRefusals(startupOutcome, check);
  snapshot.cleanup();
  writeSuiteReport("hardening", { passed: passedChecks, failed: failures.length });
  if (failures.length) {
    console.error(`\n${failures.length} hardening check(s) failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery hardening check passed.");
}

await main();
