/**
 * npm run bench:lookups — not a test. Starts the production server (server.ts) and loads each lookup endpoint
 * with autocannon over loopback at a fixed 1,000 requests/s, with a mix of real prefixes, from a separate
 * process after a short warm-up; prints requests/s and p50/p99 latency. Beside it, in this process: the index
 * build time (must stay under 1 s) and the indexed search against a naive linear scan over the same arrays.
 * `npm run bench:lookups -- --in-process` prints only the in-process part: no build, no server, no load.
 * `--smoke` (scripts/lib/bench-smoke.mjs): 50 queries per search in process, then 100 requests to each endpoint at
 * 100 req/s with no warm-up and no floor; exits 1 when a request fails or is not answered 2xx. Run with `node --import tsx`
 * (npm run bench:lookups): the lookups are TypeScript with "@/" imports, and tsx's CommonJS hook is what reads
 * `export *` re-exports (a face such as lib/quote-bounds/index.ts) for a named import.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SMOKE } from "./lib/bench-smoke.mjs";
import { SERVER_ARGS, serverEnv } from "./lib/server-command.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const RATE = SMOKE ? 100 : 1000;
const DURATION_S = 10;
/** Every endpoint is loaded this long before any is measured, and again just before its own run, unrecorded. */
const WARMUP_S = SMOKE ? 0 : 3;
const CONNECTIONS = SMOKE ? 4 : 20;
/** Queries per search in the in-process timing, and rounds over them. */
const IN_PROCESS_QUERIES = SMOKE ? 50 : Infinity;
const IN_PROCESS_ROUNDS = SMOKE ? 1 : 3;
/** A smoke run counts requests instead of seconds (about 1 s each at RATE), so a busy machine still gets answers. */
const SMOKE_REQUESTS = 100;
const START_TIMEOUT_MS = 60_000;
const STARTUP_BUDGET_MS = 1000;
const P99_TARGET_MS = 5;
const IN_PROCESS_ONLY = process.argv.includes("--in-process");

if (!IN_PROCESS_ONLY && !existsSync(join(root, ".next", "BUILD_ID"))) {
  console.error("No production build in .next. Build it first:  npm run build   then run  npm run bench:lookups");
  process.exit(1);
}

const lib = (name) => import(join(root, "lib", "lookups", `${name}.ts`));
const { northAmericaIndex, searchNorthAmerica, scanNorthAmerica } = await lib("north-america");
const { worldIndex, searchCityPort, scanCities } = await lib("world");
const { vehicleIndex, searchMakes, scanMakes } = await lib("vehicles");

function timed(fn) {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
}

const na = timed(northAmericaIndex);
const world = timed(worldIndex);
const vehicles = timed(vehicleIndex);
const startupMs = na.ms + world.ms + vehicles.ms;

/** Deterministic so two runs load the same mix. */
function random(seed) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** 1-6 letter prefixes of real names, biased to bigger places the way visitors' towns are. */
function prefixes(names, count, rnd) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const name = names[Math.floor(rnd() ** 2 * names.length)];
    out.push(name.slice(0, 1 + Math.floor(rnd() * 6)));
  }
  return out;
}

const rnd = random(42);
const placeNames = [...na.value.data.places]
  .sort((a, b) => b[2] - a[2])
  .slice(0, 5000)
  .map((p) => p[0]);
const cityNames = [...world.value.data.cities]
  .sort((a, b) => b[5] - a[5])
  .slice(0, 20000)
  .map((c) => c[0]);
const makeNames = [...vehicles.value.data.makes]
  .sort((a, b) => b[3] - a[3])
  .slice(0, 300)
  .map((m) => m[1]);
const zips = na.value.data.zips.filter((z) => /^\d/.test(z[0]));
const placeMix = [
  ...prefixes(placeNames, 800, rnd),
  ...Array.from({ length: 200 }, () => zips[Math.floor(rnd() * zips.length)][0]),
];
const cityMix = prefixes(cityNames, 1000, rnd);
const makeMix = prefixes(makeNames, 1000, rnd);

function perQueryUs(fn, fullMix) {
  const mix = fullMix.slice(0, IN_PROCESS_QUERIES);
  const start = performance.now();
  for (let r = 0; r < IN_PROCESS_ROUNDS; r++) for (const q of mix) fn(q);
  return ((performance.now() - start) * 1000) / (IN_PROCESS_ROUNDS * mix.length);
}

/** @type {[string, number, number][]} */
const inProcess = [
  [
    "city-zip-lookup",
    perQueryUs(
      searchNorthAmerica,
      placeMix.filter((q) => !/^\d/.test(q)),
    ),
    perQueryUs(
      scanNorthAmerica,
      placeMix.filter((q) => !/^\d/.test(q)),
    ),
  ],
  ["city-port-lookup", perQueryUs((q) => searchCityPort(q, true), cityMix), perQueryUs(scanCities, cityMix)],
  ["make-lookup", perQueryUs(searchMakes, makeMix), perQueryUs(scanMakes, makeMix)],
];

function printInProcess() {
  console.log(
    `\nIndex build in this process: north-america ${na.ms.toFixed(0)} ms, world ${world.ms.toFixed(0)} ms, vehicles ${vehicles.ms.toFixed(0)} ms; total ${startupMs.toFixed(0)} ms (budget ${STARTUP_BUDGET_MS} ms) ${startupMs < STARTUP_BUDGET_MS ? "OK" : "OVER"}`,
  );
  console.log("\nIn process, per query (same mix, same arrays):");
  for (const [name, indexed, scan] of inProcess) {
    console.log(
      `  ${name.padEnd(17)} indexed ${indexed.toFixed(1).padStart(7)} µs   naive scan ${scan.toFixed(1).padStart(8)} µs   scan/indexed ${(scan / indexed).toFixed(0)}x`,
    );
  }
}

if (IN_PROCESS_ONLY) {
  printInProcess();
  process.exit(0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${START_TIMEOUT_MS} ms`);
}

/** Runs one load in scripts/lib/load-endpoint.mjs, a separate process with a small heap. */
function runLoad(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts", "lib", "load-endpoint.mjs")], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load run exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(job));
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  env: {
    ...process.env,
    ...serverEnv(port, {
      // One client sends every request here; the per-IP limit would otherwise answer 429 after 120.
      RATE_LIMIT_LOOKUPS: "100000000",
      DATA_DIR: process.env.DATA_DIR ?? ".tmp/bench-lookups-data",
    }),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const endpoints = [
  ["city-zip-lookup", "/api/locations/city-zip-lookup", placeMix.map((q) => `input=${encodeURIComponent(q)}`)],
  [
    "city-port-lookup",
    "/api/locations/city-port-lookup",
    cityMix.map((q) => `input=${encodeURIComponent(q)}&searchPort=true`),
  ],
  ["auto-complete", "/api/locations/auto-complete", cityMix.map((q) => `input=${encodeURIComponent(q)}`)],
  ["make-lookup", "/api/vehicles/make-lookup", makeMix.map((q) => `input=${encodeURIComponent(q)}`)],
  [
    "model-lookup",
    "/api/vehicles/model-lookup",
    ["c", "ca", "r", "ra", "co", "t", "s", "h"].map((q) => `input=${q}&make_id=448&year=2020`),
  ],
];

/**
 * The floor of this machine and loader: a bare node:http server that answers every request with a constant
 * empty list, loaded exactly like the endpoints. Whatever p99 it shows is the loopback, the scheduler and
 * the load generator, not the lookups.
 */
const FLOOR_SERVER = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end('{"data":[]}'); }).listen(Number(process.argv[1]), "127.0.0.1");`;

async function measureFloor() {
  const floorPort = await freePort();
  const floor = spawn(process.execPath, ["-e", FLOOR_SERVER, String(floorPort)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const floorBase = `http://127.0.0.1:${floorPort}`;
    await waitFor(`${floorBase}/`);
    const [, path, queries] = /** @type {[string, string, string[]]} */ (endpoints[0]);
    return await runLoad({
      base: floorBase,
      path,
      queries,
      rate: RATE,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
    });
  } finally {
    floor.kill("SIGTERM");
  }
}

const results = [];
try {
  await waitFor(`${base}/api/vehicles/make-lookup?input=to`);
  // The whole server warms up first, as it would in service: every endpoint under load, unrecorded.
  for (const [, path, queries] of WARMUP_S > 0 ? endpoints : []) {
    await runLoad({ base, path, queries, rate: RATE, connections: CONNECTIONS, durationS: 0, warmupS: WARMUP_S });
  }
  for (const [name, path, queries] of endpoints) {
    const job = {
      base,
      path,
      queries,
      rate: RATE,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      amount: SMOKE ? SMOKE_REQUESTS : 0,
    };
    const result = await runLoad(job);
    results.push({ name, ...result });
  }
} finally {
  server.kill("SIGTERM");
}
if (!SMOKE) results.push({ name: "floor (constant)", ...(await measureFloor()) });

printInProcess();
console.log(
  SMOKE
    ? `\nOver HTTP, smoke (${SMOKE_REQUESTS} requests per endpoint at ${RATE} req/s, no warm-up, ${CONNECTIONS} connections; not a measurement):`
    : `\nOver HTTP (npm start's server.ts, ${RATE} req/s for ${DURATION_S} s after ${WARMUP_S} s warm-ups of every endpoint, ${CONNECTIONS} connections, load from a separate process):`,
);
for (const r of results) {
  const flag =
    SMOKE || r.name.startsWith("floor") || r.p99 < P99_TARGET_MS ? "" : `  (p99 over ${P99_TARGET_MS} ms target)`;
  console.log(
    `  ${r.name.padEnd(17)} ${r.rps.toFixed(0).padStart(5)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   non-2xx ${r.non2xx}   errors ${r.errors}${flag}`,
  );
}
if (SMOKE) {
  const failed = results.filter((r) => r.requests === 0 || r.non2xx > 0 || r.errors > 0);
  for (const r of failed)
    console.error(
      `smoke: ${r.name} answered ${r.requests - r.non2xx} of ${r.requests} requests 2xx, ${r.errors} errors`,
    );
  process.exit(failed.length ? 1 : 0);
}
