/**
 * npm run test:hardening (after npm run build)
 * The attacker's findings of issue 12, replayed against the production server (server.ts) on 127.0.0.1:
 * header limits and the User-Agent cut, forged forwarding headers with and without trusted proxies,
 * the lead budget, the GraphQL limits while the health check answers, security headers on redirects,
 * client aborts, readiness and the IP-hash key. Prints each figure; exits 1 on any failure.
 */
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { freePort, snapshotBuild, startServer, stopServer } from "./crash-test.mjs";
import { relayChecks } from "./lib/hardening/relay.mjs";
import { SERVER_ARGS, serverEnv } from "./lib/server-command.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const LEAD_LIMIT = 3;
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "  ok  " : "  FAIL"} ${message}`);
  if (!ok) failures.push(message);
};

const today = () => new Date().toISOString().slice(0, 10);
const lead = (name) => ({
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
  first_name: name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "(305) 871-2345",
});

function postLead(base, body, headers = {}) {
  return fetch(`${base}/api/leads/simple-create-sdk`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
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
  const visitor = [];
  for (let i = 0; i < 8; i++) visitor.push((await page("Mozilla/5.0 visitor")).ms);
  stop = true;
  await Promise.all(attackers);
  console.log(`        visitor's page beside four long-UA clients: median ${median(visitor).toFixed(1)} ms`);
  check(median(visitor) < 1000, "a visitor beside four long-UA clients waits under a second");
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

async function graphqlLimits(base) {
  console.log("GraphQL:");
  let deep = "title";
  for (let i = 0; i < 15; i++) deep = `posts(first: 100) { nodes { categories(first: 100) { nodes { ${deep} } } } }`;
  deep = `{ categories(first: 100) { nodes { ${deep} } } }`;
  // The attacker's 20 KB body: under the length cap, so the alias cap is what refuses it.
  const aliases = `{${Array.from({ length: 541 }, (_, i) => `a${i}:posts(first:100){nodes{content}}`).join(" ")}}`;
  for (const [name, query] of /** @type {[string, string][]} */ ([
    ["30-level fan-out", deep],
    ["541 aliases", aliases],
  ])) {
    const health = timed(() => fetch(`${base}/api/health`).then((r) => r.status));
    const refused = await timed(async () => {
      const res = await fetch(`${base}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    });
    const h = await health;
    console.log(
      `        ${name} (${query.length} B): ${refused.result.status} in ${refused.ms.toFixed(0)} ms, ${refused.result.bytes} B; health ${h.result} in ${h.ms.toFixed(0)} ms`,
    );
    check(refused.result.status === 400 && refused.ms < 1000, `the ${name} query is refused in under a second`);
    check(h.result === 200 && h.ms < 1000, `/api/health answers beside the ${name} query`);
  }
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

async function refusesWithoutSalt() {
  console.log("PostgreSQL in production without IP_HASH_SALT:");
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...serverEnv(port, { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres", IP_HASH_SALT: "" }),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => (child.kill("SIGKILL"), resolve("timeout")), 60_000);
    child.once("exit", (c) => (clearTimeout(timer), resolve(c)));
  });
  check(
    code === 1 && /IP_HASH_SALT must be set/.test(stderr),
    `the server refuses to start, saying why (exit ${code})`,
  );
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
  const [portA, portB] = [await freePort(), await freePort()];
  const servers = [];
  try {
    const [a, b] = await Promise.all([
      startServer(portA, { ...common, DATA_DIR: dirA, IP_HASH_SALT: "", TRUSTED_PROXIES: "" }, snapshot.dir),
      startServer(portB, { ...common, DATA_DIR: dirB, IP_HASH_SALT: salt, TRUSTED_PROXIES: "2" }, snapshot.dir),
    ]);
    servers.push(a, b);
    const stderr = { text: "" };
    a.stderr.on("data", (c) => (stderr.text += c));
    const baseA = `http://127.0.0.1:${portA}`;
    await userAgentCost(baseA);
    await forgedHeaders(baseA, dirA);
    await trustedHops(`http://127.0.0.1:${portB}`, salt, dirB);
    await graphqlLimits(baseA);
    await redirectsAbortsReadiness(baseA, stderr);
    await relayChecks(`http://127.0.0.1:${portB}`, dirB, check);
  } finally {
    await Promise.all(servers.map(stopServer));
    rmSync(dirA, { recursive: true, force: true });
    rmSync(dirB, { recursive: true, force: true });
  }
  await refusesWithoutSalt();
  snapshot.cleanup();
  if (failures.length) {
    console.error(`\n${failures.length} hardening check(s) failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery hardening check passed.");
}

await main();
