// Runs after `next build`, before precompress-static.mjs (whose Brotli copies must hold the same bytes): puts V8's
// per-file compile hint on the first line of every script chunk a prerendered page loads as it starts
// (scripts/lib/compile-hints.mjs says why). Prints the chunks hinted. No source maps are built for the browser,
// so no line offset moves under one.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startupChunks, withCompileHint } from "./lib/compile-hints.mjs";

const NEXT = path.join(process.cwd(), ".next");
const CHUNKS = path.join(NEXT, "static", "chunks");
const APP = path.join(NEXT, "server", "app");

const pages = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((entry) => entry.endsWith(".html"))
  .map((entry) => readFileSync(path.join(APP, entry), "utf8"));
const chunks = [...startupChunks(pages)].sort();
if (pages.length === 0 || chunks.length === 0)
  throw new Error(`compile-hints: found ${pages.length} prerendered pages and ${chunks.length} start-up chunks`);
let bytes = 0;
for (const name of chunks) {
  const file = path.join(CHUNKS, name);
  const source = readFileSync(file, "utf8");
  writeFileSync(file, withCompileHint(source));
  bytes += Buffer.byteLength(source);
}
console.log(
  `compile-hints: ${chunks.length} start-up chunks of ${pages.length} pages hinted (${(bytes / 1024).toFixed(0)} KB): ${chunks.join(", ")}`,
);
