/**
 * The prerendered pages' HTML, compressed once by the build at the highest Brotli quality. On the fly the
 * server can only afford quality 5 (./compress-responses.ts): 2–3 ms a page against 75–300 ms. The higher
 * quality sends 11–13 % fewer bytes of every page, which a throttled phone waits for before its first paint.
 *
 * scripts/precompress-static.mjs writes each copy as `<sha256 of the HTML>.br`, and a copy is sent only for a
 * response whose body hashes to that name: a page that Next.js renders anew (content revalidated, another
 * build) simply has no copy and is compressed on the fly as before. The copies are read into memory at start-up
 * (2 MB for the site's 93 pages).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptsEncoding } from "./accepts";

/** Where the build writes the copies, under the build's directory (.next). */
export const PRECOMPRESSED_PAGES_DIR = "precompressed-pages";

export type PrecompressedPages = ReadonlyMap<string, Buffer>;

/** The name of a page's copy: the SHA-256 of its HTML, in hex. */
export function precompressedPageKey(html: Buffer | string): string {
  return createHash("sha256").update(html).digest("hex");
}

/** Every copy in `dir`, keyed by its name; none when the build wrote none. */
export function loadPrecompressedPages(dir: string): PrecompressedPages {
  const pages = new Map<string, Buffer>();
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return pages;
  }
  for (const entry of entries) {
    const name = /^([0-9a-f]{64})\.br$/.exec(entry)?.[1];
    if (name) pages.set(name, readFileSync(path.join(dir, entry)));
  }
  return pages;
}

/**
 * An HTML body not yet encoded. Whatever its status: Next.js sends the prerendered not-found page with a 404,
 * and a body that hashes to a copy's name is that copy's page.
 */
function isPlainHtml(res: ServerResponse) {
  return (
    /^text\/html\b/i.test(String(res.getHeader("content-type") ?? "")) &&
    res.getHeader("content-encoding") === undefined
  );
}

type End = ServerResponse["end"];

/**
 * Makes `res` send the build's copy of its body when it is one: Next.js sends a prerendered page with one
 * `end(html)` call (next/dist/server/send-payload.js), so an HTML body sent that way is hashed (0.5 ms for
 * 200 KB) and, when a copy has that name, the copy goes instead, as Brotli with its own length. Anything else
 * (a first `write`, a stream, a HEAD, a client that does not take Brotli, headers already sent, a body with no
 * copy) passes through untouched, to the compression that wraps `res` (`compression` leaves a body that is
 * already encoded alone).
 */
export function sendPrecompressedPages(req: IncomingMessage, res: ServerResponse, pages: PrecompressedPages): void {
  if (pages.size === 0 || req.method !== "GET" || !acceptsEncoding(req.headers["accept-encoding"], "br")) return;
  const { write, end } = res;
  const restore = () => {
    res.write = write;
    res.end = end;
  };
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
    restore();
    return write.apply(this, args);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    restore();
    const [chunk, encoding, callback] = args;
    const body =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.isBuffer(chunk)
          ? chunk
          : null;
    const copy = body && isPlainHtml(this) ? pages.get(precompressedPageKey(body)) : undefined;
    if (!copy || this.headersSent) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    this.setHeader("Content-Encoding", "br");
    this.setHeader("Content-Length", copy.length);
    const done = typeof encoding === "function" ? encoding : typeof callback === "function" ? callback : undefined;
    return (end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(this, copy, done as () => void);
  } as End;
}
