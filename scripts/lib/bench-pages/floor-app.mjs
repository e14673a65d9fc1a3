// The floor for bench-pages: an empty Next.js App Router page (a heading and a paragraph, no client
// component) built with the project's own `next` and node_modules, and served with `next start`.
// The build is kept in os.tmpdir(), keyed on the next version and this template, so repeated benches reuse it.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, killServer, stopServer } from "../server-command.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const NODE_MODULES = realpathSync(path.join(ROOT, "node_modules"));
const NEXT_DIR = path.dirname(createRequire(path.join(ROOT, "package.json")).resolve("next/package.json"));
const NEXT_BIN = path.join(NEXT_DIR, "dist", "bin", "next");
export const NEXT_VERSION = createRequire(import.meta.url)(path.join(NEXT_DIR, "package.json")).version;
const START_TIMEOUT_MS = 60_000;
/** Written after a successful build: a folder without it is a build that was cut short. */
const COMPLETE_MARK = ".bench-floor-complete";

/** Turbopack refuses files outside its root, and node_modules is a link into the project: root both. */
function commonAncestor(a, b) {
  const as = a.split(path.sep);
  const bs = b.split(path.sep);
  let i = 0;
  while (i < as.length && as[i] === bs[i]) i += 1;
  return as.slice(0, i).join(path.sep) || path.sep;
}

function templateFiles(dir) {
  return {
    "package.json": `${JSON.stringify({ name: "bench-floor", private: true }, null, 2)}\n`,
    "next.config.mjs": [
      "// Only what a Next.js app outside the project needs to build; everything else at its default.",
      `export default { turbopack: { root: ${JSON.stringify(commonAncestor(dir, NODE_MODULES))} } };`,
      "",
    ].join("\n"),
    "app/layout.tsx": [
      'import type { ReactNode } from "react";',
      "",
      'export const metadata = { title: "Floor", description: "An empty Next.js App Router page." };',
      "",
      "export default function RootLayout({ children }: { children: ReactNode }) {",
      "  return (",
      '    <html lang="en">',
      "      <body>{children}</body>",
      "    </html>",
      "  );",
      "}",
      "",
    ].join("\n"),
    "app/page.tsx": [
      "export default function Page() {",
      "  return (",
      "    <main>",
      "      <h1>The framework's floor</h1>",
      "      <p>An empty Next.js App Router page: a heading and a paragraph, rendered on the server, no client component.</p>",
      "    </main>",
      "  );",
      "}",
      "",
    ].join("\n"),
  };
}

function floorDir() {
  // The hash of the template (written for a placeholder folder) makes an edit to it a new cache entry.
  const hash = createHash("sha256")
    .update(JSON.stringify(templateFiles("/floor")))
    .digest("hex")
    .slice(0, 8);
  return path.join(tmpdir(), `shiplux-bench-floor-next-${NEXT_VERSION}-${hash}`);
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(log)
        : reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(" ")} exited ${code}:\n${log}`)),
    );
  });
}

/** Builds the floor app once per next version; later calls return the cached folder. */
/** @param {{ log?: (message: string) => void }} [options] */
export async function ensureFloorBuild({ log = () => {} } = {}) {
  const dir = floorDir();
  if (existsSync(path.join(dir, COMPLETE_MARK))) {
    log(`floor: cached build of next ${NEXT_VERSION} in ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  for (const [file, text] of Object.entries(templateFiles(dir))) writeFileSync(path.join(dir, file), text);
  symlinkSync(NODE_MODULES, path.join(dir, "node_modules"), "dir");
  log(`floor: building an empty Next.js ${NEXT_VERSION} page in ${dir} …`);
  const started = Date.now();
  try {
    await run(process.execPath, [NEXT_BIN, "build"], dir);
  } catch (error) {
    throw new Error("The floor app did not build", { cause: error });
  }
  writeFileSync(path.join(dir, COMPLETE_MARK), `${new Date().toISOString()}\n`);
  log(`floor: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

/** `next start` on 127.0.0.1 and a free port; stop() ends it by its PID (and process group). */
export async function startFloorServer(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor server exited early: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop: () => stopServer(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  killServer(child, "SIGKILL");
  throw new Error(`the floor server did not answer within ${START_TIMEOUT_MS} ms: ${stderr}`);
}
