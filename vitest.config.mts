import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL("./", import.meta.url)) },
      // Next.js resolves "server-only" itself; here it is the empty module tsconfig.json's paths name too.
      { find: /^server-only$/, replacement: fileURLToPath(new URL("./lib/server-only/index.ts", import.meta.url)) },
      // graphql ships CommonJS and ESM builds; Apollo and @graphql-tools must share one copy or schemas break.
      { find: /^graphql$/, replacement: "graphql/index.js" },
    ],
  },
  test: {
    globals: true,
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Integration tests share one PostgreSQL and one data directory: run files one at a time.
    fileParallelism: false,
  },
});
