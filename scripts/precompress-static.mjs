// Runs after `next build`: writes a Brotli copy (<file>.br, quality 11) beside every script and style
// under .next/static, for server.ts to send to browsers that accept `br`. Prints the totals.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.join(process.cwd(), ".next", "static");
const extensions = new Set([".js", ".css"]);
let files = 0;
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
  if (!extensions.has(path.extname(entry))) continue;
  const file = path.join(dir, entry);
  const source = readFileSync(file);
  const compressed = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, compressed);
  files += 1;
  raw += source.length;
  gzip += gzipSync(source).length;
  brotli += compressed.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} assets: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
