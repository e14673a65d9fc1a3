import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { buildBrotliOptions } from "@/lib/server/precompressed-assets";
import { loadPrecompressedPages, precompressedPageKey } from "@/lib/server/precompressed-pages";
import { serveSite } from "./serve";

const page = (text: string) =>
  `<!DOCTYPE html><html><head><style>${".a{color:red}".repeat(200)}</style></head><body>${`<p>${text}</p>`.repeat(400)}</body></html>`;
const BUILT = page("Ship it.");
const REVALIDATED = page("Shipped anew.");

/** The build's copies, as scripts/precompress-static.mjs writes them, with a stray file the loader skips. */
const dir = mkdtempSync(path.join(tmpdir(), "precompressed-pages-"));
const copy = brotliCompressSync(BUILT, buildBrotliOptions(BUILT.length));
writeFileSync(path.join(dir, `${precompressedPageKey(BUILT)}.br`), copy);
writeFileSync(path.join(dir, "notes.txt"), "not a copy");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * server.ts's server with a stand-in for Next.js that answers as next/dist/server/send-payload.js does: a
 * prerendered page in one `end(html)` with its length (the not-found page with a 404); /streamed in pieces, as
 * a dynamic page is.
 */
const site = serveSite(() => ({
  pages: loadPrecompressedPages(dir),
  handle: (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (req.url === "/streamed") {
      res.write(BUILT.slice(0, 1000));
      return void res.end(BUILT.slice(1000));
    }
    const html = req.url === "/revalidated" ? REVALIDATED : BUILT;
    if (req.url === "/missing") res.statusCode = 404;
    res.setHeader("x-nextjs-prerender", "1");
    res.setHeader("Content-Length", Buffer.byteLength(html));
    res.end(req.method === "HEAD" ? null : html);
  },
}));

/** The response as sent (fetch would decode it). */
function raw(pathname: string, acceptEncoding: string, method = "GET") {
  type Answer = { status: number | undefined; headers: Record<string, string | string[] | undefined>; body: Buffer };
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${site.base}${pathname}`,
      { method, headers: { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject).end();
  });
}

describe("prerendered pages, sent as the build compressed them", () => {
  it("loads the copies by name and skips anything else; no folder, no copies", () => {
    expect([...loadPrecompressedPages(dir).keys()]).toEqual([precompressedPageKey(BUILT)]);
    expect(loadPrecompressedPages(path.join(dir, "missing")).size).toBe(0);
  });

  it("sends the copy whose name is the page's hash, with its own length, Vary and the security headers", async () => {
    const { headers, body } = await raw("/", "gzip, deflate, br, zstd");
    expect(body.equals(copy)).toBe(true);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBe(String(copy.length));
    expect(headers["vary"]).toContain("Accept-Encoding");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(body).toString()).toBe(BUILT);
  });

  it("sends the copy with the status Next.js gave, as it does the prerendered not-found page's", async () => {
    const { status, body } = await raw("/missing", "br");
    expect(status).toBe(404);
    expect(body.equals(copy)).toBe(true);
  });

  it("compresses on the fly a page Next.js rendered anew, which has no copy", async () => {
    const { headers, body } = await raw("/revalidated", "br");
    expect(headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(body).toString()).toBe(REVALIDATED);
  });

  it("leaves a streamed page to the on-the-fly compression, even when its body matches a copy", async () => {
    const { headers, body } = await raw("/streamed", "br");
    expect(headers["content-encoding"]).toBe("br");
    expect(body.equals(copy)).toBe(false);
    expect(brotliDecompressSync(body).toString()).toBe(BUILT);
  });

  it("gives a client that takes no Brotli gzip, and a HEAD no body", async () => {
    const gzip = await raw("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(BUILT);
    const head = await raw("/", "br", "HEAD");
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBeUndefined();
  });
});
