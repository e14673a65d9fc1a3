import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { RESPONSE_BROTLI_OPTIONS } from "@/lib/server/compress-responses";
import { buildBrotliOptions } from "@/lib/server/precompressed-assets";
import { startTwinProxy, twinUrl } from "@/scripts/lib/bench-pages/twin-proxy.mjs";
import { stripScripts } from "@/scripts/lib/bench-pages/strip-scripts";

const pageAt = (path: string, version: number) =>
  `<!DOCTYPE html><html><head><script src="/app.js" async></script></head><body><h1>${path} v${version}</h1>` +
  `<script>self.__next_f.push([1,"${path}"])</script></body></html>`;
const twinAt = (path: string, version: number) =>
  `<!DOCTYPE html><html><head></head><body><h1>${path} v${version}</h1></body></html>`;
/** How the site encodes a page: /built as the build's copy, the rest on the fly, as server.ts does. */
const encode = (path: string, html: string) =>
  brotliCompressSync(html, path === "/built" ? buildBrotliOptions(Buffer.byteLength(html)) : RESPONSE_BROTLI_OPTIONS);

/** A site that answers every path with a page of its own. */
async function startSite() {
  let version = 1;
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
    res.end(encode(path, pageAt(path, version)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish: () => (version += 1),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The bytes as sent, Brotli and all (fetch would decode them). */
function raw(url: string) {
  return new Promise<Buffer>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (res) => {
      expect(res.headers["content-encoding"]).toBe("br");
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });
}

describe("the bench's twin proxy", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let proxy: Awaited<ReturnType<typeof startTwinProxy>>;
  const strips: string[] = [];

  beforeEach(async () => {
    strips.length = 0;
    site = await startSite();
    proxy = await startTwinProxy(site.base, 0, {
      strip: (html) => {
        strips.push(html);
        return stripScripts(html).html;
      },
    });
  });
  afterEach(async () => {
    await proxy.stop();
    await site.stop();
  });

  it("relays the page as the site sent it, and its twin without scripts, encoded as the site encoded the page", async () => {
    expect((await raw(`${proxy.base}/quote`)).equals(encode("/quote", pageAt("/quote", 1)))).toBe(true);
    expect((await raw(`${proxy.base}${twinUrl("/quote")}`)).equals(encode("/quote", twinAt("/quote", 1)))).toBe(true);
    // A page the site sent as the build's copy gets a twin at the build's quality.
    expect((await raw(`${proxy.base}/built`)).equals(encode("/built", pageAt("/built", 1)))).toBe(true);
    expect((await raw(`${proxy.base}${twinUrl("/built")}`)).equals(encode("/built", twinAt("/built", 1)))).toBe(true);
  });

  it("makes each twin once, when warmed, so no measured run pays for parsing the document", async () => {
    await proxy.warm(["/", "/quote"]);
    expect(strips).toEqual([pageAt("/", 1), pageAt("/quote", 1)]);
    for (let i = 0; i < 3; i += 1) {
      await raw(`${proxy.base}${twinUrl("/")}`);
      await raw(`${proxy.base}${twinUrl("/quote")}`);
      await raw(`${proxy.base}/quote`);
    }
    expect(strips).toHaveLength(2);
  });

  it("keeps the twin by the HTML, not the URL: a page the site changes gets a new twin", async () => {
    await proxy.warm(["/quote"]);
    site.publish();
    expect((await raw(`${proxy.base}${twinUrl("/quote")}`)).equals(encode("/quote", twinAt("/quote", 2)))).toBe(true);
    expect(strips).toHaveLength(2);
  });

  it("says which page it could not warm", async () => {
    await site.stop();
    await expect(proxy.warm(["/missing"])).rejects.toThrow(/twin of \/missing answered 502/);
    site = await startSite();
  });
});
