// Starts the production server (server.ts, as `npm start` does) on 127.0.0.1 for benchmarks, and stops it by its PID.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { SERVER_ARGS, serverEnv } from "./server-command.mjs";

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startProductionServer({ env = {}, timeoutMs = 60_000 } = {}) {
  if (!existsSync(".next/BUILD_ID")) {
    throw new Error("No production build found: run `npm run build` first.");
  }
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { ...process.env, ...serverEnv(port, env) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    stop(child);
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${log}`);
  }
  return { baseUrl, port, child, stop: () => stop(child), log: () => log };
}

function stop(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM"); // the process group, in case the server forked
  } catch {
    child.kill("SIGTERM");
  }
}
