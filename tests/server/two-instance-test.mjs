/**
 * npm run test:instances (after npm run build)
 * Two production servers (server.ts) on one fresh PostgreSQL database, as a deployment with a web-only
 * instance runs them: A delivers leads (DELIVERY_WORKER on), B only takes them (DELIVERY_WORKER=off). Both
 * post to a webhook this script serves on 127.0.0.1, each on its own path, so a delivery names its sender.
 *  1. A burst of leads, each with its own Idempotency-Key, spread over A and B; B is SIGKILLed mid-way and
 *     its unanswered requests are sent again to A with the same keys; B comes back (still web-only) while
 *     the outbox drains. Every answered lead must be stored once and reach the webhook once, and only from A.
 *  2. The lead rate limit with a small RATE_LIMIT_LEADS: one client sending to both instances at once gets
 *     exactly the limit accepted in total, since the count lives in the database.
 * Skipped (exit 0) when no PostgreSQL answers at 127.0.0.1:5432. Exits 1 on failure.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sdkBody } from "../integration/leads/requests.ts";
import { listenStandIn } from "../support/stand-in.ts";
import { writeSuiteReport } from "../../scripts/lib/test-reports.mjs";
import { freePort, killServer, snapshotBuild, startServer, stopServer } from "../../scripts/lib/server-command.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_ADMIN = "postgres://postgres@127.0.0.1:5432/postgres";
const BURST = 200;
/** Requests kept in flight at once during the burst. */
const IN_FLIGHT = 20;
/** B is killed once it has answered this many of its (odd-numbered) requests. */
const KILL_B_AFTER_OK = 30;
/**
 * The worker claims 20 rows every 2 s (lib/leads/delivery/constants.ts), and each lead now has three rows
 * (sales and customer e-mail as .eml files, webhook): 600 rows take about 60 s to drain, so wait up to 150 s.
 */
const DRAIN_LIMIT_MS = 150_000;
const SMALL_LIMIT = 7;
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the resend keeps trying a request that got no 200 (a loaded machine answers late, not never). */
const RESEND_LIMIT_MS = 120_000;
const READY_TIMEOUT_MS = 30_000;
const RUN = `${process.pid}-${Date.now().toString(36)}`;
/** Both instances must hash client IPs with the same key, or one client would count as two. */
const SHARED_SALT = `two-instance-test-${RUN}-salt`;

let APP_DIR = ROOT;

/** A webhook that records every delivery: which instance sent it (by path), its delivery id and lead number. */
async function startWebhook() {
  const deliveries = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      let lead;
      try {
        lead = JSON.parse(body).lead;
      } catch {
        // recorded with no lead: counted as a bad delivery below
      }
      deliveries.push({
        from: req.url,
        deliveryId: req.headers["idempotency-key"],
        leadNumber: lead?.lead_number,
        at: Date.now(),
      });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const url = `http://127.0.0.1:${await listenStandIn(server)}`;
  return { url, deliveries, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Starts a server and waits until its database is ready (migrated, answering), not just its port. */
async function startInstance(port, env) {
  const child = await startServer(port, env, APP_DIR);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (res?.status === 200) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  killServer(child, "SIGKILL");
  throw new Error(`the server on port ${port} was not ready within ${READY_TIMEOUT_MS} ms`);
}

function sendLead(port, i, prefix) {
  return fetch(`http://127.0.0.1:${port}/api/leads/simple-create-sdk`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `${prefix}-${RUN}-${i}` },
    body: JSON.stringify(sdkBody({ email: `${prefix}-${i}@example.com` })),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
    .then(async (res) => ({ status: res.status, leadNumber: (await res.json()).lead_number }))
    .catch(() => undefined);
}

async function withDatabase(name, run) {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  await admin.connect();
  const database = `shiplux_${name}_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(url, client);
  } finally {
    await client.end();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function burstPhase(url, db, dataDir) {
  const webhook = await startWebhook();
  const [portA, portB] = [await freePort(), await freePort()];
  const common = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    IP_HASH_SALT: SHARED_SALT,
    SMTP_URL: "",
    TRUSTED_PROXIES: "",
    RATE_LIMIT_LEADS: "1000000",
  };
  const envA = { ...common, DELIVERY_WORKER: "on", LEAD_WEBHOOK_URL: `${webhook.url}/hook/a` };
  const envB = { ...common, DELIVERY_WORKER: "off", LEAD_WEBHOOK_URL: `${webhook.url}/hook/b` };
  const servers = [];
  try {
    const [a, b] = await Promise.all([startInstance(portA, envA), startInstance(portB, envB)]);
    servers.push(a, b);
    const started = Date.now();
    const answered = new Map();
    /** The resends' answers by status ("none": cut off or timed out), for the log line. */
    const statuses = {};
    let okOnB = 0;
    let lostOnB = 0;
    let killed = false;
    let next = 0;
    const sender = async () => {
      while (next < BURST) {
        const i = next++;
        const onB = i % 2 === 1;
        if (onB && killed) continue; // B is down: this one is left for the resend
        const r = await sendLead(onB ? portB : portA, i, "burst");
        if (onB && r === undefined) lostOnB += 1;
        if (r?.status !== 200) continue;
        answered.set(i, r.leadNumber);
        if (onB && ++okOnB >= KILL_B_AFTER_OK && !killed) {
          killed = true;
          killServer(b, "SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    const beforeResend = answered.size;
    const unanswered = Array.from({ length: BURST }, (_, i) => i).filter((i) => !answered.has(i));
    // Resent IN_FLIGHT at a time: one client may hold only so many connections (lib/server/limits.ts). Like the
    // form, a request that gets no 200 (cut off, timed out on a loaded machine) is sent again with its own key
    // until it does or RESEND_LIMIT_MS has passed: the key makes the resend safe, which is what this checks.
    const queue = [...unanswered];
    const resendUntil = Date.now() + RESEND_LIMIT_MS;
    const resender = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const r = await sendLead(portA, i, "burst");
        statuses[r?.status ?? "none"] = (statuses[r?.status ?? "none"] ?? 0) + 1;
        if (r?.status === 200) answered.set(i, r.leadNumber);
        else if (Date.now() < resendUntil) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          queue.push(i);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, resender));
    const burstMs = Date.now() - started;

    // B comes back web-only and stays up while A drains the outbox: a B that delivered would show now.
    servers.push(await startInstance(portB, envB));
    const drainStarted = Date.now();
    let pending = Infinity;
    while (Date.now() - drainStarted < DRAIN_LIMIT_MS) {
      pending = Number(
        (await db.query("select count(*) as n from outbox where channel = 'webhook' and status <> 'done'")).rows[0].n,
      );
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const drainMs = Date.now() - drainStarted;
    // One more worker poll: a late second delivery of a lead would arrive within it.
    await new Promise((r) => setTimeout(r, 2_500));

    const stored = (await db.query("select lead_number, email from leads")).rows;
    const failures = [];
    if (!killed || unanswered.length === 0) failures.push("B was not killed mid-burst: the crash was not tested");
    if (answered.size !== BURST) failures.push(`${BURST - answered.size} of ${BURST} requests were never answered 200`);
    const storedByNumber = countBy(stored, (r) => r.lead_number);
    const storedByEmail = countBy(stored, (r) => r.email);
    for (const [i, number] of answered) {
      if (storedByNumber.get(number) !== 1)
        failures.push(`lead ${number} (request ${i}) stored ${storedByNumber.get(number) ?? 0} times`);
      if (storedByEmail.get(`burst-${i}@example.com`) !== 1)
        failures.push(`request ${i} made ${storedByEmail.get(`burst-${i}@example.com`) ?? 0} leads`);
    }
    const deliveredByNumber = countBy(webhook.deliveries, (d) => d.leadNumber);
    const fromB = webhook.deliveries.filter((d) => d.from !== "/hook/a");
    const duplicates = [...deliveredByNumber.values()].filter((n) => n > 1).length;
    if (pending !== 0)
      failures.push(`${pending} webhook outbox rows still undelivered after ${DRAIN_LIMIT_MS / 1000} s`);
    for (const row of stored) {
      const n = deliveredByNumber.get(row.lead_number) ?? 0;
      if (n !== 1) failures.push(`stored lead ${row.lead_number} delivered ${n} times`);
    }
    for (const d of webhook.deliveries)
      if (!storedByNumber.has(d.leadNumber)) failures.push(`a delivery for no stored lead: ${JSON.stringify(d)}`);
    if (fromB.length)
      failures.push(
        `${fromB.length} deliveries came from instance B (DELIVERY_WORKER=off), e.g. ${JSON.stringify(fromB[0])}`,
      );

    console.log(
      `[burst] ${BURST} requests in ${burstMs} ms: ${beforeResend} answered 200 before the resend (${okOnB} by B before its SIGKILL), ` +
        `${lostOnB} cut off in flight at the kill, ${unanswered.length} resent to A (answers ${JSON.stringify(statuses)}), ${answered.size} answered in all; ${stored.length} leads stored; ` +
        `${webhook.deliveries.length} webhook deliveries for ${deliveredByNumber.size} distinct leads (${duplicates} delivered more than once, ${fromB.length} from B); ` +
        `outbox drained ${pending === 0 ? `in ${drainMs} ms` : "NOT"} after the resend`,
    );
    return report("burst", failures);
  } finally {
    for (const s of servers) await stopServer(s);
    await webhook.close();
  }
}

async function rateLimitPhase(url, db, dataDir) {
  const [portA, portB] = [await freePort(), await freePort()];
  const common = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    IP_HASH_SALT: SHARED_SALT,
    SMTP_URL: "",
    LEAD_WEBHOOK_URL: "",
    TRUSTED_PROXIES: "",
    RATE_LIMIT_LEADS: String(SMALL_LIMIT),
  };
  const servers = await Promise.all([
    startInstance(portA, { ...common, DELIVERY_WORKER: "on" }),
    startInstance(portB, { ...common, DELIVERY_WORKER: "off" }),
  ]);
  try {
    const total = SMALL_LIMIT * 3;
    // All at once, alternating instances: the shared count must hold under concurrent upserts too.
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) => sendLead(i % 2 ? portB : portA, i, "limit")),
    );
    const accepted = answers.filter((a) => a?.status === 200);
    const byStatus = countBy(answers, (a) => a?.status ?? "no answer");
    const stored = Number((await db.query("select count(*) as n from leads")).rows[0].n);
    const onB = answers.filter((a, i) => i % 2 && a?.status === 200).length;
    console.log(
      `[limit] RATE_LIMIT_LEADS=${SMALL_LIMIT}: ${total} leads from one client to A and B at once; ` +
        `${accepted.length} accepted (${accepted.length - onB} on A, ${onB} on B), statuses ${JSON.stringify(Object.fromEntries(byStatus))}; ${stored} stored`,
    );
    const failures = [];
    if (accepted.length !== SMALL_LIMIT)
      failures.push(`${accepted.length} accepted across both instances, the limit is ${SMALL_LIMIT}`);
    if (stored !== accepted.length) failures.push(`${stored} leads stored for ${accepted.length} accepted`);
    const other = answers.filter((a) => a?.status !== 200 && a?.status !== 429);
    if (other.length) failures.push(`answers other than 200/429: ${JSON.stringify([...byStatus])}`);
    return report("limit", failures);
  } finally {
    for (const s of servers) await stopServer(s);
  }
}

function countBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

function report(name, failures) {
  if (failures.length === 0) {
    console.log(`[${name}] PASS`);
    return true;
  }
  console.error(
    `[${name}] FAIL\n  ${failures.slice(0, 20).join("\n  ")}${failures.length > 20 ? `\n  … and ${failures.length - 20} more` : ""}`,
  );
  return false;
}

async function main() {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
  const probe = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    console.log(`[instances] skipped: no PostgreSQL at 127.0.0.1:5432 (${/** @type {Error} */ (error).message})`);
    writeSuiteReport("instances", { passed: 0, failed: 0 });
    return;
  }
  const started = Date.now();
  const snapshot = await snapshotBuild();
  APP_DIR = snapshot.dir;
  const dataDir = mkdtempSync(path.join(tmpdir(), "shiplux-instances-"));
  const results = [];
  try {
    /** @type {[string, (url: string, db: pg.Client, dataDir: string) => Promise<boolean>][]} */
    const phases = [
      ["burst", burstPhase],
      ["limit", rateLimitPhase],
    ];
    for (const [name, phase] of phases) {
      try {
        results.push(await withDatabase(`instances_${name}`, (url, db) => phase(url, db, dataDir)));
      } catch (error) {
        console.error(`[${name}] FAIL: ${error instanceof Error ? error.message : String(error)}`);
        results.push(false);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    snapshot.cleanup();
  }
  console.log(`[instances] ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  writeSuiteReport("instances", { passed: results.filter(Boolean).length, failed: results.filter((r) => !r).length });
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

await main();
