import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ROOT = fileURLToPath(new URL("./", import.meta.url));
const CORES = availableParallelism();
const UNIT_FILES = "tests/unit/**/*.test.{ts,tsx}";
/** The unit files that run in jsdom: each says so at its top (`// @vitest-environment jsdom`). */
const DOM_UNIT_FILES = globSync(UNIT_FILES, { cwd: ROOT }).filter((file) =>
  readFileSync(`${ROOT}${file}`, "utf8").includes("@vitest-environment jsdom"),
);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: ROOT },
      // Next.js resolves "server-only" itself; here it is the empty module tsconfig.json's paths name too.
      { find: /^server-only$/, replacement: fileURLToPath(new URL("./lib/server-only/index.ts", import.meta.url)) },
      // graphql ships CommonJS and ESM builds; Apollo and @graphql-tools must share one copy or schemas break.
      { find: /^graphql$/, replacement: "graphql/index.js" },
    ],
  },
  test: {
    // date-fns's index is some 250 modules that Node would load one by one in every file that imports it (half
    // of all import time); bundled once into a single module, each file loads that one.
    deps: { optimizer: { ssr: { enabled: true, include: ["date-fns"] } } },
    globals: true,
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    // Generous: the quote form's flows take 2–3 s alone and passed 20 s beside a build and a browser.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, so "side by side" was one
    // file at a time. Each project sets its own (a group's count is its first project's).
    projects: [
      // Unit files share nothing: they run side by side, first, one worker a core. Those in node also share each
      // worker's module cache (isolate: false): most import the same domains, and loading them once a worker
      // rather than once a file cut the unit project's CPU time about threefold.
      {
        extends: true,
        test: {
          name: "unit",
          include: [UNIT_FILES],
          exclude: DOM_UNIT_FILES,
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 },
        },
      },
      // jsdom files each get a fresh document and module cache: shared, the rendered trees and React's state
      // leaked from file to file.
      {
        extends: true,
        test: { name: "unit-dom", include: DOM_UNIT_FILES, maxWorkers: CORES, sequence: { groupOrder: 0 } },
      },
      // Integration files each open their own PostgreSQL schema, SQLite file and data directory
      // (tests/setup.ts): side by side, after the units. They mostly wait on sockets, databases and child
      // processes, so two a core.
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          exclude: ["tests/integration/server/**"],
          maxWorkers: 2 * CORES,
          sequence: { groupOrder: 1 },
        },
      },
      // The server's connection and time limits are measured on real sockets: one file at a time, last, with
      // the machine to themselves.
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/integration/server/**/*.test.{ts,tsx}"],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
