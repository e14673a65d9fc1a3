// Runs after `next build`: writes a Brotli copy (<file>.br, quality 11) beside every script and style
// under .next/static, and one of every prerendered page's HTML under .next/precompressed-pages, named by the
// SHA-256 of the HTML (lib/server/precompressed-pages.ts sends it for a response with that body), for
// server.ts to send to browsers that accept `br`. The pages are compressed on the thread pool, side by side.
// Prints the totals.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gzipSync } from "node:zlib";
import { buildBrotliOptions } from "../lib/server/precompressed-assets.ts";
import { PRECOMPRESSED_PAGES_DIR, precompressedPageKey } from "../lib/server/precompressed-pages.ts";

const build = path.join(process.cwd(), ".next");
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(0)} KB`;

const staticDir = path.join(build, "static");
const extensions = new Set([".js", ".css"]);
let files = 0;
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const entry of readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
  if (!extensions.has(path.extname(entry))) continue;
  const file = path.join(staticDir, entry);
  const source = readFileSync(file);
  const compressed = brotliCompressSync(source, buildBrotliOptions(source.length));
  writeFileSync(`${file}.br`, compressed);
  files += 1;
  raw += source.length;
  gzip += gzipSync(source).length;
  brotli += compressed.length;
}
console.log(`precompressed ${files} assets: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);

const appDir = path.join(build, "server", "app");
const pagesDir = path.join(build, PRECOMPRESSED_PAGES_DIR);
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir);
const html = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((entry) => entry.endsWith(".html"))
  .map((entry) => readFileSync(path.join(appDir, entry)));
const compress = promisify(brotliCompress);
const started = performance.now();
const sizes = await Promise.all(
  html.map(async (source) => {
    const compressed = await compress(source, buildBrotliOptions(source.length));
    writeFileSync(path.join(pagesDir, `${precompressedPageKey(source)}.br`), compressed);
    return compressed.length;
  }),
);
const total = (/** @type {number[]} */ list) => list.reduce((sum, n) => sum + n, 0);
console.log(
  `precompressed ${html.length} pages: ${kb(total(html.map((b) => b.length)))} raw, ${kb(total(sizes))} brotli in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
