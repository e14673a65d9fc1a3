/**
 * npm run bench:leads (after npm run build)
 * Starts the production server on 127.0.0.1 for SQLite and for PostgreSQL, posts distinct leads for a fixed time
 * with autocannon (rate limit raised for the run), and prints sustained leads/s and p99 latency.
 * BENCH_SECONDS and BENCH_CONNECTIONS tune the run. `--smoke` (scripts/lib/bench-smoke.mjs): 20 leads on 4 connections
 * per engine (a count, not a time, so a busy machine still sends them all). Exits 1 when a lead is refused or a
 * request fails, in either mode.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, snapshotBuild, startServer, stopServer } from "./lib/server-command.mjs";
import { SMOKE } from "./lib/bench-smoke.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const PG_ADMIN = "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = SMOKE ? 4 : Number(process.env.BENCH_CONNECTIONS ?? 32);
const SMOKE_LEADS = 20;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

async function bench(name, env, appDir) {
  const port = await freePort();
  const server = await startServer(port, { RATE_LIMIT_LEADS: "100000000", ...env }, appDir);
  let n = 0;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      ...(SMOKE ? { amount: SMOKE_LEADS } : { duration: SECONDS }),
      requests: [
        {
          method: "POST",
          path: "/api/leads/simple-create-sdk",
          setupRequest(req) {
            n += 1;
            req.headers = {
              "content-type": "application/json",
            };
            req.body = JSON.stringify({
              origin_postal_code: "33172",
              origin_city: "Doral",
              origin_state: "FL",
              origin_country: "US",
              destination_postal_code: "10001",
              destination_city: "New York",
              destination_state: "NY",
              destination_country: "US",
              ship_date: today(),
              Vehicles: [{ vehicle_make: "Toyota", vehicle_model: "Camry", vehicle_year: 2021 }],
              first_name: `Bench${n}`,
              email: `bench-${n}@example.com`,
              phone: "(305) 871-2345",
            });
            return req;
          },
        },
      ],
    });
    const ok = result["2xx"];
    const seconds = result.duration || SECONDS;
    const leadsPerSecond = ok / seconds;
    console.log(
      `[${name}] ${leadsPerSecond.toFixed(0)} leads/s sustained over ${seconds.toFixed(1)} s, p99 ${result.latency.p99} ms, ` +
        `p50 ${result.latency.p50} ms, ${ok} stored, ${result.non2xx} non-2xx, ${result.errors} errors (${CONNECTIONS} connections)`,
    );
    return ok > 0 && result.non2xx === 0 && result.errors === 0;
  } finally {
    await stopServer(server);
  }
}

if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const snapshot = await snapshotBuild();
let ok = true;
const dir = mkdtempSync(path.join(tmpdir(), "shiplux-bench-"));
try {
  ok = (await bench("sqlite", { DATA_DIR: dir, DATABASE_URL: "" }, snapshot.dir)) && ok;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch (error) {
  console.log(`[postgres] skipped: no PostgreSQL at 127.0.0.1:5432 (${/** @type {Error} */ (error).message})`);
  snapshot.cleanup();
  process.exit(ok ? 0 : 1);
}
const database = `shiplux_bench_${process.pid}`;
await admin.query(`create database ${database}`);
try {
  ok =
    (await bench(
      "postgres",
      { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`, IP_HASH_SALT: "bench-leads-salt-0123456789" },
      snapshot.dir,
    )) && ok;
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  snapshot.cleanup();
}
process.exit(ok ? 0 : 1);
