import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serveSite } from "./serve";

const PAGE = `<!DOCTYPE html><html><head><style>${".a{color:red}".repeat(400)}</style></head><body>${"<p>Ship it.</p>".repeat(300)}</body></html>`;
const TINY = "<p>ok</p>";
/** server.ts's own server with a stand-in for Next.js that writes a page, as Next.js does, in two writes. */
const site = serveSite(() => ({
  handle: (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (req.url === "/tiny") return void res.end(TINY);
    res.write(PAGE.slice(0, 1000));
    res.end(PAGE.slice(1000));
  },
}));

/** The response as sent (fetch would decode it). */
function raw(pathname: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    get(`${site.base}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("responses from Next.js, compressed by server.ts", () => {
  it("sends Brotli to a browser that accepts it, with the security headers and Vary", async () => {
    const { headers, body } = await raw("/", "gzip, deflate, br, zstd");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["vary"]).toContain("Accept-Encoding");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(PAGE.length / 10);
  });

  it("falls back to gzip, then to the plain body", async () => {
    const gzip = await raw("/", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await raw("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("leaves a body under 1 KB alone", async () => {
    const { headers, body } = await raw("/tiny", "br");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe(TINY);
  });
});
