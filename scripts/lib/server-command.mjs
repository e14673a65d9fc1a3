// How scripts and tests start the production server (server.ts as `npm run build` compiled it, as `npm start`
// does) on 127.0.0.1: one Node process, so its PID is the server's own. The server
// suites and the benchmarks share these helpers: a free port, a private copy of the build,
// start, kill and stop by PID.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Building the lookup indexes and preparing Next.js took 40 s on a loaded two-core machine; two servers at once, more.
const START_TIMEOUT_MS = 180_000;

/** server.ts compiled by scripts/build-server.mjs; inside .next, so a snapshotBuild() copy carries its own. */
export const SERVER_ENTRY = ".next/server-entry.cjs";
export const SERVER_ARGS = [SERVER_ENTRY];

/**
 * The environment of a production server on this machine. ALLOW_INSECURE_SITE_URL=true lets it run with
 * the build's SITE_URL (http://localhost:3000 unless set), which production otherwise refuses
 * (lib/config/site-url.ts); pass ALLOW_INSECURE_SITE_URL: "" in `env` to see the refusal.
 */
export function serverEnv(port, env = {}) {
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ALLOW_INSECURE_SITE_URL: "true",
    ...env,
  };
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A private copy of the current production build (the rest of the tree linked), so another engineer's
 * `next build` in the shared tree cannot pull .next away while the server restarts.
 */
export async function snapshotBuild() {
  const buildId = () => readFileSync(path.join(ROOT, ".next", "BUILD_ID"), "utf8");
  for (let attempt = 0; attempt < 5; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), "shiplux-build-"));
    try {
      const before = buildId();
      for (const entry of readdirSync(ROOT)) {
        if (entry !== ".next" && entry !== ".git") symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
      }
      cpSync(path.join(ROOT, ".next"), path.join(dir, ".next"), {
        recursive: true,
        filter: (src) => !src.startsWith(path.join(ROOT, ".next", "cache")),
      });
      const complete = ["required-server-files.json", "prerender-manifest.json", "routes-manifest.json"].every((f) =>
        existsSync(path.join(dir, ".next", f)),
      );
      if (complete && buildId() === before && readFileSync(path.join(dir, ".next", "BUILD_ID"), "utf8") === before) {
        return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
      }
    } catch {
      // a build was being written; try again
    }
    rmSync(dir, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 5000));
  }
  throw new Error("Could not copy a stable production build (is `next build` running?)");
}

/** Starts server.ts from `appDir` (a snapshotBuild() copy) and waits until it answers. */
export async function startServer(port, env, appDir) {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: { ...process.env, ...serverEnv(port, env) },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/robots.txt`);
      // stderrText(): everything the server has written to stderr so far, start-up warnings included.
      if (res.ok) return Object.assign(child, { stderrText: () => stderr });
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  killServer(child, "SIGKILL");
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms: ${stderr}`);
}

/** Kills the server we started, by its PID (and its process group, in case Next forked a worker). */
export function killServer(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      process.kill(child.pid, signal);
    } catch {
      // already gone
    }
  }
}

export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return; // a killed child has no exit code
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killServer(child, "SIGTERM");
  const timer = setTimeout(() => killServer(child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}
