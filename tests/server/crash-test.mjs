/**
 * npm run test:crash (after npm run build)
 * For SQLite and PostgreSQL, against the production server (server.ts) on 127.0.0.1, two SIGKILLs:
 *  1. Deliveries (tests/server/lib/crash/deliveries.mjs): with Meta's Conversions API pointed at a local
 *     receiver and e-mail at a local SMTP relay, the server is killed while conversion exports are in flight
 *     and while a shipment status e-mail waits for the relay's answer. After the restart every conversion
 *     arrives, once, or twice with the same event_id when its row was claimed at the kill (that file says why
 *     exactly once is impossible there); the e-mail is delivered exactly once; the booking's history holds
 *     the event once.
 *  2. Payments (tests/server/lib/crash/payments.mjs): SIGKILL after the Stripe stand-in made the deposit's
 *     PaymentIntent and before the server recorded it; after the restart exactly one PaymentIntent, counted
 *     by its idempotency key at the stand-in, and one payment and receipt stored.
 *  3. Intake: 500 leads 50 at a time, SIGKILL mid-way, restart, every unanswered request resent with its
 *     Idempotency-Key: every lead that got a 200 is stored exactly once and no request made two leads.
 * Exits 1 on failure.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, killServer, snapshotBuild, startServer, stopServer } from "../../scripts/lib/server-command.mjs";
import { sdkBody } from "../support/lead-payloads.ts";
import { postgresStore, sqliteStore } from "./lib/crash/database.mjs";
import { SHIPMENT_SECRET, deliveriesThroughKill } from "./lib/crash/deliveries.mjs";
import { chargeThroughKill } from "./lib/crash/payments.mjs";
import { startConversionReceiver, startMailReceiver } from "./lib/crash/receivers.mjs";
import { writeSuiteReport } from "../../scripts/lib/test-reports.mjs";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_ADMIN = "postgres://postgres@127.0.0.1:5432/postgres";
const TOTAL = 500;
let APP_DIR = ROOT;
const KILL_AFTER_OK = 120;
/** Requests kept in flight at once, before and at the kill. */
const IN_FLIGHT = 50;

async function send(port, i) {
  const res = await fetch(`http://127.0.0.1:${port}/api/leads/simple-create-sdk`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": `crash-${RUN}-${i}`,
      "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
    },
    body: JSON.stringify(sdkBody({ first_name: `Crash${i}`, email: `crash-${i}@example.com` })),
  });
  const json = await res.json();
  return { status: res.status, leadNumber: json.lead_number };
}

const RUN = `${process.pid}-${Date.now()}`;
/** The intake leads' addresses (the delivery phase's leads have their own). */
const INTAKE_EMAIL = /^crash-\d+@example\.com$/;

/** The server of one engine's run, started, SIGKILLed and restarted on one port with one environment. */
function serverLife(port, env) {
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let current;
  return {
    start: async () => {
      current = await startServer(port, env, APP_DIR);
    },
    /** SIGKILL, and wait until the process is gone (its database connections with it). */
    kill: async () => {
      const child = current;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      killServer(child, "SIGKILL");
      await exited;
    },
    stop: async () => {
      if (current) await stopServer(current);
    },
  };
}

/** 500 leads, SIGKILL once KILL_AFTER_OK are answered, restart, the rest resent. Returns the failures. */
async function intakeThroughKill(name, port, life, store) {
  const answered = new Map();
  let ok = 0;
  /** @type {Promise<void> | undefined} */
  let killed;
  // A pool of IN_FLIGHT senders walks the requests, so the kill always lands with requests mid-way and
  // others not yet sent (firing all 500 at once let a fast server answer nearly all before the signal).
  let nextIndex = 0;
  const sender = async () => {
    while (!killed && nextIndex < TOTAL) {
      const i = nextIndex++;
      const r = await send(port, i).catch(() => undefined);
      if (r?.status !== 200) continue;
      answered.set(i, r.leadNumber);
      ok += 1;
      if (ok >= KILL_AFTER_OK && !killed) killed = life.kill();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  await killed;
  // Let the in-flight requests fail against the dead server.
  await new Promise((r) => setTimeout(r, 1000));
  const beforeRestart = answered.size;
  console.log(`[${name}] ${beforeRestart} of ${TOTAL} answered 200 before SIGKILL (killed: ${Boolean(killed)})`);

  await life.start();
  // The unanswered ones again, IN_FLIGHT at a time: one client may hold only so many connections
  // (lib/server/limits.ts), as a browser or a CRM would. A request that fails on the network is sent again
  // with the same key, as such a client does.
  const unanswered = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => !answered.has(i));
  let networkRetries = 0;
  const resend = async (i, tries = 3) => {
    try {
      return await send(port, i);
    } catch (error) {
      if (tries <= 1) throw error;
      networkRetries += 1;
      return resend(i, tries - 1);
    }
  };
  const replayer = async () => {
    for (let i = unanswered.shift(); i !== undefined; i = unanswered.shift()) {
      const r = await resend(i);
      if (r.status === 200) answered.set(i, r.leadNumber);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, replayer));
  // One already-answered request again: the same key must give the same number.
  const again = await resend(0);

  const rows = (await store.all("select lead_number, email from leads")).filter((r) =>
    INTAKE_EMAIL.test(String(r.email)),
  );
  const failures = [];
  if (!killed || beforeRestart >= TOTAL)
    failures.push("the kill landed after every request was answered: the crash was not tested");
  if (answered.has(0) && again.leadNumber !== answered.get(0))
    failures.push(`replay of request 0 got ${again.leadNumber}, first ${answered.get(0)}`);
  const byNumber = new Map();
  const byEmail = new Map();
  for (const row of rows) {
    byNumber.set(row.lead_number, (byNumber.get(row.lead_number) ?? 0) + 1);
    byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
  }
  for (const [i, leadNumber] of answered) {
    if (byNumber.get(leadNumber) !== 1)
      failures.push(`lead ${leadNumber} (request ${i}) stored ${byNumber.get(leadNumber) ?? 0} times`);
    const email = `crash-${i}@example.com`;
    if (byEmail.get(email) !== 1) failures.push(`request ${i} made ${byEmail.get(email) ?? 0} leads`);
  }
  for (const [email, n] of byEmail) if (n > 1) failures.push(`${email} stored ${n} times`);
  console.log(
    `[${name}] ${answered.size} answered 200 in total (${answered.size - beforeRestart} after restart` +
      `${networkRetries ? `, ${networkRetries} resent after a network error` : ""}); ${rows.length} leads stored`,
  );
  return failures;
}

async function runEngine(name, env, store) {
  const started = Date.now();
  const port = await freePort();
  const platform = await startConversionReceiver();
  const mail = await startMailReceiver();
  const standIn = await startStripeStandIn();
  const stripeEnv = standIn.env();
  const life = serverLife(port, {
    ...env,
    ...stripeEnv,
    RATE_LIMIT_LEADS: "1000000",
    SMTP_URL: mail.url,
    LEAD_WEBHOOK_URL: "",
    META_PIXEL_ID: "1234567890",
    META_ACCESS_TOKEN: "crash-test-token",
    META_API_BASE: platform.base,
    SHIPMENT_WEBHOOK_SECRETS: SHIPMENT_SECRET,
  });
  try {
    await life.start();
    const deliveries = await deliveriesThroughKill({ port, life, store, platform, mail });
    for (const line of deliveries.lines) console.log(`[${name}] ${line}`);
    const payments = await chargeThroughKill({ port, life, store, standIn, env: { ...env, ...stripeEnv } });
    for (const line of payments.lines) console.log(`[${name}] ${line}`);
    const failures = [
      ...deliveries.failures,
      ...payments.failures,
      ...(await intakeThroughKill(name, port, life, store)),
    ];
    if (failures.length) {
      console.error(`[${name}] FAIL\n  ${failures.slice(0, 20).join("\n  ")}`);
      return false;
    }
    console.log(
      `[${name}] PASS in ${Math.round((Date.now() - started) / 1000)} s: every conversion arrived, a repeat only ` +
        "from a row claimed at the kill; the shipment e-mail delivered once; the deposit charged once; every " +
        "answered lead stored once",
    );
    return true;
  } finally {
    await life.stop();
    await platform.stop();
    await mail.stop();
    await standIn.stop();
  }
}

async function sqliteRun() {
  const dir = mkdtempSync(path.join(tmpdir(), "shiplux-crash-"));
  try {
    return await runEngine(
      "sqlite",
      { DATA_DIR: dir, DATABASE_URL: "" },
      sqliteStore(path.join(dir, "shiplux.sqlite")),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun() {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`[postgres] skipped: no PostgreSQL at 127.0.0.1:5432 (${/** @type {Error} */ (error).message})`);
    return undefined;
  }
  const database = `shiplux_crash_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  try {
    const env = { DATABASE_URL: url, IP_HASH_SALT: "crash-test-salt-0123456789" };
    return await runEngine("postgres", env, postgresStore(url));
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const snapshot = await snapshotBuild();
  APP_DIR = snapshot.dir;
  try {
    const results = [await guarded("sqlite", sqliteRun), await guarded("postgres", postgresRun)];
    const failed = results.filter((r) => r === false).length;
    writeSuiteReport("crash", { passed: results.filter((r) => r === true).length, failed });
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    snapshot.cleanup();
  }
}

async function guarded(name, run) {
  try {
    return await run();
  } catch (error) {
    console.error(`[${name}] FAIL: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

await main();
