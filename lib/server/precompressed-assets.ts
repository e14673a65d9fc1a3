/**
 * Next.js compresses with gzip on the fly. The build's hashed assets never change, so scripts/
 * precompress-static.mjs writes a Brotli copy of each beside it once (quality 11, about 15 % smaller than
 * gzip for our chunks), and the production server sends that copy to browsers that accept `br`.
 * The copies are read into memory at start-up: the whole set is a few hundred kilobytes.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { constants, type BrotliOptions } from "node:zlib";
import { acceptsEncoding } from "./accepts";

const BROTLI_SUFFIX = ".br";

/**
 * The Brotli the build writes its copies with (scripts/precompress-static.mjs: the assets here, the pages in
 * ./precompressed-pages.ts): the highest quality, told the size of what it compresses.
 */
export function buildBrotliOptions(size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}
/** Asset types worth compressing; images and fonts are already compressed. */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
const IMMUTABLE = "public, max-age=31536000, immutable";
const URL_PREFIX = "/_next/static/";

type Asset = { body: Buffer; contentType: string };
export type PrecompressedAssets = Map<string, Asset>;

/** Every `<file>.br` under the build's static directory, keyed by the URL path of `<file>`. */
export function loadPrecompressedAssets(staticDir: string): PrecompressedAssets {
  const assets = new Map<string, Asset>();
  let entries: string[];
  try {
    entries = readdirSync(staticDir, { recursive: true, encoding: "utf8" });
  } catch {
    return assets; // no build yet: Next.js answers (and says so)
  }
  for (const entry of entries) {
    if (!entry.endsWith(BROTLI_SUFFIX)) continue;
    const original = entry.slice(0, -BROTLI_SUFFIX.length);
    const contentType = PRECOMPRESSED_TYPES[path.extname(original)];
    if (!contentType) continue;
    const urlPath = URL_PREFIX + original.split(path.sep).join("/");
    assets.set(urlPath, { body: readFileSync(path.join(staticDir, entry)), contentType });
  }
  return assets;
}

/** Sends the Brotli copy of a static asset when there is one and the client accepts it; else returns false. */
export function servePrecompressed(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  assets: PrecompressedAssets,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const asset = assets.get(pathname);
  if (!asset || !acceptsEncoding(req.headers["accept-encoding"], "br")) return false;
  // The security headers are already on `res` (lib/server/site-server.ts sets them on every response).
  res.writeHead(200, {
    "Content-Type": asset.contentType,
    "Content-Encoding": "br",
    "Content-Length": asset.body.length,
    "Cache-Control": IMMUTABLE,
    Vary: "Accept-Encoding",
  });
  res.end(req.method === "HEAD" ? undefined : asset.body);
  return true;
}
