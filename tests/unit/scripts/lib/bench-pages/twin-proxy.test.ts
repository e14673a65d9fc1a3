import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import { startTwinProxy, twinUrl } from "@/scripts/lib/bench-pages/twin-proxy.mjs";
import { stripScripts } from "@/scripts/lib/bench-pages/strip-scripts";

const pageAt = (path: string, version: number) =>
  `<!DOCTYPE html><html><head><script src="/app.js" async></script></head><body><h1>${path} v${version}</h1>` +
  `<script>self.__next_f.push([1,"${path}"])</script></body></html>`;

/** A site that answers every path with a page of its own, Brotli-encoded as the real one is. */
async function startSite() {
  let version = 1;
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
    res.end(brotliCompressSync(pageAt(new URL(req.url ?? "/", "http://x").pathname, version)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish: () => (version += 1),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function get(url: string) {
  const answer = await fetch(url, { headers: { "accept-encoding": "br" } });
  expect(answer.headers.get("content-encoding")).toBe("br");
  // fetch decodes the Brotli itself.
  return answer.text();
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

  it("relays the page as the site wrote it and its twin without scripts, both as Brotli", async () => {
    expect(await get(`${proxy.base}/quote`)).toBe(pageAt("/quote", 1));
    expect(await get(`${proxy.base}${twinUrl("/quote")}`)).toBe(
      "<!DOCTYPE html><html><head></head><body><h1>/quote v1</h1></body></html>",
    );
  });

  it("makes each twin once, when warmed, so no measured run pays for parsing the document", async () => {
    await proxy.warm(["/", "/quote"]);
    expect(strips).toEqual([pageAt("/", 1), pageAt("/quote", 1)]);
    for (let i = 0; i < 3; i += 1) {
      await get(`${proxy.base}${twinUrl("/")}`);
      await get(`${proxy.base}${twinUrl("/quote")}`);
      await get(`${proxy.base}/quote`);
    }
    expect(strips).toHaveLength(2);
  });

  it("keeps the twin by the HTML, not the URL: a page the site changes gets a new twin", async () => {
    await proxy.warm(["/quote"]);
    site.publish();
    expect(await get(`${proxy.base}${twinUrl("/quote")}`)).toContain("<h1>/quote v2</h1>");
    expect(strips).toHaveLength(2);
  });

  it("says which page it could not warm", async () => {
    await site.stop();
    await expect(proxy.warm(["/missing"])).rejects.toThrow(/twin of \/missing answered 502/);
    site = await startSite();
  });
});
