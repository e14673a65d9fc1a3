import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadPrecompressedAssets } from "@/lib/server/precompressed-assets";
import { serveSite } from "./serve";

process.env.RATE_LIMIT_LOOKUPS = "20";
process.env.RATE_LIMIT_LOOKUPS_WINDOW_SECONDS = "60";

const SCRIPT = `console.log(${JSON.stringify("shiplux ".repeat(200))});`;
/** server.ts's own server, behind one trusted proxy (the test), with a stand-in for Next.js that says it answered. */
const site = serveSite(() => {
  const staticDir = mkdtempSync(path.join(tmpdir(), "fast-paths-"));
  mkdirSync(path.join(staticDir, "chunks"));
  writeFileSync(path.join(staticDir, "chunks", "app.js"), SCRIPT);
  writeFileSync(path.join(staticDir, "chunks", "app.js.br"), brotliCompressSync(Buffer.from(SCRIPT)));
  writeFileSync(path.join(staticDir, "chunks", "logo.svg.br"), "not served: images are not precompressed");
  return {
    handle: (_req, res) => void res.writeHead(299, { "x-answered-by": "next" }).end(),
    assets: loadPrecompressedAssets(staticDir),
    trust: { kind: "hops", hops: 1 },
  };
});

describe("the lookup fast path", () => {
  it("answers a lookup with the route handler's JSON, cache headers and every security header", async () => {
    const response = await fetch(`${site.base}/api/locations/city-zip-lookup?input=90210`, {
      headers: { "x-forwarded-for": "198.51.100.1" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=86400/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const { data } = (await response.json()) as { data: Array<{ City: string; StateId: string }> };
    expect(data[0]).toMatchObject({ City: "Beverly Hills", StateId: "CA" });
  });

  it("answers bad input with a 400 naming the field, not cached", async () => {
    const response = await fetch(`${site.base}/api/vehicles/model-lookup?input=c&make_id=abc`, {
      headers: { "x-forwarded-for": "198.51.100.2" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ errors: { make_id: "make_id must be a number." } });
  });

  it("gzips a large answer for a client that accepts it", async () => {
    const response = await fetch(`${site.base}/api/locations/city-port-lookup?input=san&searchPort=true`, {
      headers: { "x-forwarded-for": "198.51.100.3", "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes it; the list is the real one.
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(5);
  });

  it("limits each client IP to RATE_LIMIT_LOOKUPS per window with a 429 and Retry-After", async () => {
    const ask = (ip: string) =>
      fetch(`${site.base}/api/vehicles/make-lookup?input=toy`, { headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 20; i++) expect((await ask("203.0.113.50")).status).toBe(200);
    const limited = await ask("203.0.113.50");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await ask("203.0.113.51")).status).toBe(200);
  });

  it("leaves other methods, other API paths and near misses to Next.js", async () => {
    const answeredByNext = async (url: string, init?: RequestInit) =>
      (await fetch(`${site.base}${url}`, init)).headers.get("x-answered-by");
    expect(await answeredByNext("/api/locations/city-zip-lookup?input=mia", { method: "POST" })).toBe("next");
    expect(await answeredByNext("/api/locations/city-zip-lookup/?input=mia")).toBe("next");
    expect(await answeredByNext("/api/health")).toBe("next");
    expect(await answeredByNext("/api/locations/hasOwnProperty")).toBe("next");
    expect(await answeredByNext("/locations/city-zip-lookup?input=mia")).toBe("next");
  });
});

describe("precompressed assets", () => {
  it("sends the Brotli copy, immutable and with the security headers, to a client that accepts br", async () => {
    const raw = await new Promise<{ headers: Headers; body: Buffer }>((resolve, reject) => {
      // fetch would decode it; read the bytes as sent.
      import("node:http").then(({ get }) =>
        get(`${site.base}/_next/static/chunks/app.js`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ headers: new Headers(res.headers as Record<string, string>), body: Buffer.concat(chunks) }),
          );
        }).on("error", reject),
      );
    });
    expect(raw.headers.get("content-encoding")).toBe("br");
    expect(raw.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    expect(raw.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(raw.headers.get("vary")).toBe("Accept-Encoding");
    expect(raw.headers.get("x-content-type-options")).toBe("nosniff");
    expect(brotliDecompressSync(raw.body).toString()).toBe(SCRIPT);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${site.base}/_next/static/chunks/app.js`, {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe("");
  });

  it("leaves clients without br, files without a copy and non-script types to Next.js", async () => {
    const answeredBy = async (url: string, encoding: string) =>
      (await fetch(`${site.base}${url}`, { headers: { "accept-encoding": encoding } })).headers.get("x-answered-by");
    expect(await answeredBy("/_next/static/chunks/app.js", "gzip")).toBe("next");
    expect(await answeredBy("/_next/static/chunks/other.js", "br")).toBe("next");
    expect(await answeredBy("/_next/static/chunks/logo.svg", "br")).toBe("next");
    expect(await answeredBy("/_next/static/chunks/../chunks/app.js.br", "br")).toBe("next");
  });

  it("finds nothing to serve when there is no build", () => {
    expect(loadPrecompressedAssets(path.join(tmpdir(), "no-such-build-dir")).size).toBe(0);
  });
});
