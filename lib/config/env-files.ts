import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Reads the .env files Next.js reads, in its order (`.env.<mode>.local`, `.env.local` except in tests,
 * `.env.<mode>`, `.env`): the first file that sets a variable wins, and a variable already in the
 * environment wins over every file. `next build` loads them itself; server.ts and the post-build record
 * (scripts/record-build-site-url.mjs) call this before getEnv(), so they see what the pages were built with.
 */
export function loadEnvFiles(dir: string, mode: "production" | "development" | "test"): void {
  const names = [`.env.${mode}.local`, ...(mode === "test" ? [] : [".env.local"]), `.env.${mode}`, ".env"];
  for (const name of names) {
    const file = path.join(dir, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
