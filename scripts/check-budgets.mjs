// npm run check:budgets (part of npm test, after the build): the bytes each prerendered page costs a
// visitor before any interaction, compressed as the production server sends them: scripts, linked styles and
// the HTML as their Brotli copies (scripts/precompress-static.mjs; lib/server/precompressed-pages.ts finds a
// page's by its hash), an HTML with no copy as Brotli at the quality server.ts uses on the fly
// (lib/server/compress-responses.ts). The stylesheet is inlined in the HTML (next.config.ts), so `css` is its
// share, compressed on its own, and `html` includes it. `parsed` is the HTML decoded, what the browser's parser
// and the RSC payload's scripts go through: compression hides a payload that repeats itself, parsing does not.
// Fails over a budget (scripts/lib/budgets.ts). Scripts marked nomodule (legacy polyfills) are skipped: modern
// browsers never fetch them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { RESPONSE_BROTLI_OPTIONS } from "../lib/server/compress-responses.ts";
import { buildBrotliOptions } from "../lib/server/precompressed-assets.ts";
import { PRECOMPRESSED_PAGES_DIR, precompressedPageKey } from "../lib/server/precompressed-pages.ts";
import { BUDGETS_KB } from "./lib/budgets.ts";

const root = process.cwd();
const pagesDir = path.join(root, ".next", "server", "app");
const staticDir = path.join(root, ".next", "static");
const copiesDir = path.join(root, ".next", PRECOMPRESSED_PAGES_DIR);
if (!existsSync(pagesDir)) {
  console.error("No production build in .next: run `npm run build` first.");
  process.exit(1);
}

function assetBytes(url) {
  const file = path.join(staticDir, url.replace(/^\/_next\/static\//, "").split("?")[0]);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  if (!existsSync(file)) throw new Error(`The page references ${url}, which the build does not have`);
  return gzipSync(readFileSync(file)).length;
}

/** @type {Map<string, number>} */
const compressedBytes = new Map();

const rows = [];
for (const entry of readdirSync(pagesDir, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith(".html") || path.basename(entry).startsWith("_")) continue;
  const html = readFileSync(path.join(pagesDir, entry), "utf8");
  const copy = path.join(copiesDir, `${precompressedPageKey(html)}.br`);
  const sentWhole = existsSync(copy) ? readFileSync(copy).length : null;
  /** @param {string} text compressed as the page is sent */
  const brotliBytes = (text) => {
    const key = `${sentWhole === null}\n${text}`; // every page inlines the same stylesheet: compressed once
    if (!compressedBytes.has(key)) {
      const options = sentWhole === null ? RESPONSE_BROTLI_OPTIONS : buildBrotliOptions(Buffer.byteLength(text));
      compressedBytes.set(key, brotliCompressSync(text, options).length);
    }
    return /** @type {number} */ (compressedBytes.get(key));
  };
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnoModule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src) => src?.startsWith("/_next/static/"));
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const page =
    "/" +
    entry
      .replace(/\.html$/, "")
      .replace(/(^|\/)\([^)]+\)\//g, "$1")
      .replace(/^index$/, "");
  rows.push({
    page,
    js: [...new Set(scripts)].reduce((sum, src) => sum + assetBytes(src), 0) / 1024,
    css: ([...new Set(styles)].reduce((sum, href) => sum + assetBytes(href), 0) + brotliBytes(inlineStyles)) / 1024,
    html: (sentWhole ?? brotliBytes(html)) / 1024,
    parsed: Buffer.byteLength(html) / 1024,
  });
}

const over = rows.flatMap((r) =>
  Object.entries(BUDGETS_KB)
    .filter(([kind, budget]) => r[kind] > budget)
    .map(([kind, budget]) => `${r.page}: ${kind} ${r[kind].toFixed(1)} KB over ${budget} KB`),
);
const max = (kind) => rows.reduce((best, r) => (r[kind] > best[kind] ? r : best), rows[0]);
console.log(`Budgets on ${rows.length} prerendered pages (KB; js, css and html compressed as served, parsed decoded):`);
for (const kind of Object.keys(BUDGETS_KB)) {
  const worst = max(kind);
  console.log(
    `  ${kind.padEnd(6)} budget ${String(BUDGETS_KB[kind]).padStart(3)}   largest ${worst[kind].toFixed(1).padStart(6)}  (${worst.page})`,
  );
}
if (over.length) {
  console.error(`\nOver budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
