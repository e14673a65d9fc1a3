/**
 * npm run test:crash (after npm run build)
 * For SQLite and PostgreSQL: starts the production server (server.ts) on 127.0.0.1, sends 500 leads 50 at a
 * time, SIGKILLs the server mid-way, restarts it, resends every unanswered request with its Idempotency-Key, and checks that
 * every lead that got a 200 is stored exactly once and that no request made two leads. Exits 1 on failure.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { freePort, killServer, snapshotBuild, startServer, stopServer } from "../../scripts/lib/server-command.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_ADMIN = "postgres://postgres@127.0.0.1:5432/postgres";
const TOTAL = 500;
let APP_DIR = ROOT;
const KILL_AFTER_OK = 120;
/** Requests kept in flight at once, before and at the kill. */
const IN_FLIGHT = 50;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

function body(i) {
  return JSON.stringify({
    origin_postal_code: "33172",
    origin_city: "Doral",
    origin_state: "FL",
    origin_country: "US",
    destination_postal_code: "10001",
    destination_city: "New York",
    destination_state: "NY",
    destination_country: "US",
    ship_date: today(),
    Vehicles: [
      { vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021, vehicle_inop: 0, vehicle_type: "Car" },
    ],
    transport_type: "Open",
    first_name: `Crash${i}`,
    email: `crash-${i}@example.com`,
    phone: "(305) 871-2345",
  });
}

async function send(port, i) {
  const res = await fetch(`http://127.0.0.1:${port}/api/leads/simple-create-sdk`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": `crash-${RUN}-${i}`,
      "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
    },
    body: body(i),
  });
  const json = await res.json();
  return { status: res.status, leadNumber: json.lead_number };
}

const RUN = `${process.pid}-${Date.now()}`;

async function runEngine(name, env, readLeads) {
  const port = await freePort();
  const serverEnv = { ...env, RATE_LIMIT_LEADS: "1000000" };
  let server = await startServer(port, serverEnv, APP_DIR);
  const answered = new Map();
  let ok = 0;
  let killed = false;
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
      if (ok >= KILL_AFTER_OK && !killed) {
        killed = true;
        killServer(server, "SIGKILL");
      }
    }
  };
  const killedAt = Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  await killedAt;
  // Let the in-flight requests fail against the dead server.
  await new Promise((r) => setTimeout(r, 1000));
  const beforeRestart = answered.size;
  console.log(`[${name}] ${beforeRestart} of ${TOTAL} answered 200 before SIGKILL (killed: ${killed})`);

  server = await startServer(port, serverEnv, APP_DIR);
  // The unanswered ones again, IN_FLIGHT at a time: one client may hold only so many connections
  // (lib/server/limits.ts), as a browser or a CRM would.
  const unanswered = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => !answered.has(i));
  const replayer = async () => {
    for (let i = unanswered.shift(); i !== undefined; i = unanswered.shift()) {
      const r = await send(port, i);
      if (r.status === 200) answered.set(i, r.leadNumber);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, replayer));
  // One already-answered request again: the same key must give the same number.
  const again = await send(port, 0);
  await stopServer(server);

  const rows = await readLeads();
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
    `[${name}] ${answered.size} answered 200 in total (${answered.size - beforeRestart} after restart); ${rows.length} leads stored`,
  );
  if (failures.length) {
    console.error(`[${name}] FAIL\n  ${failures.slice(0, 20).join("\n  ")}`);
    return false;
  }
  console.log(`[${name}] PASS: every answered lead is stored exactly once`);
  return true;
}

async function sqliteRun() {
  const dir = mkdtempSync(path.join(tmpdir(), "shiplux-crash-"));
  try {
    return await runEngine("sqlite", { DATA_DIR: dir, DATABASE_URL: "" }, async () => {
      const db = new DatabaseSync(path.join(dir, "shiplux.sqlite"));
      try {
        return db.prepare("select lead_number, email from leads").all();
      } finally {
        db.close();
      }
    });
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
    return true;
  }
  const database = `shiplux_crash_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  try {
    return await runEngine("postgres", { DATABASE_URL: url, IP_HASH_SALT: "crash-test-salt-0123456789" }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query("select lead_number, email from leads")).rows;
      } finally {
        await client.end();
      }
    });
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
    process.exitCode = results.every(Boolean) ? 0 : 1;
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
