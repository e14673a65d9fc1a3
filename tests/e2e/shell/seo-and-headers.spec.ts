import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PRECOMPRESSED_PAGES_DIR, precompressedPageKey } from "@/lib/server/precompressed-pages";
import { COMPILE_HINT, startupChunks } from "@/scripts/lib/compile-hints.mjs";
import { landingPaths, sitemapPaths } from "../support/site";

test("landing layouts are noindex", async ({ page }) => {
  for (const path of landingPaths) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
});

test("every sitemap page is indexable and has a title, description, its own canonical and Open Graph", async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const meta = (pattern: RegExp) => pattern.exec(head)?.[1];
    if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
    if (/<meta name="robots" content="[^"]*noindex/.test(head)) problems.push(`${path}: noindex`);
    if (!/<title>[^<]{5,}<\/title>/.test(head)) problems.push(`${path}: no title`);
    if ((meta(/<meta name="description" content="([^"]*)"/) ?? "").length < 20)
      problems.push(`${path}: no description`);
    const canonical = meta(/<link rel="canonical" href="([^"]*)"/);
    if (!canonical || new URL(canonical).pathname !== path) problems.push(`${path}: canonical ${canonical}`);
    if (!/<meta property="og:title"/.test(head)) problems.push(`${path}: no og:title`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("every response carries the security headers, the server's fast paths too", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1];
  expect(chunk).toBeTruthy();
  const lookup = "/api/locations/city-zip-lookup?input=mia";
  for (const path of ["/", "/quote", "/sitemap.xml", "/api/health", "/no-such-page", lookup, chunk as string]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    const h = response.headers();
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"], path).toContain("object-src 'none'");
    expect(h["strict-transport-security"], path).toMatch(/max-age=\d+/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], path).toContain("camera=()");
    expect(h["x-powered-by"], path).toBeUndefined();
  }
});

test("the build's scripts go out as precompressed Brotli, immutable, to browsers that accept it", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1] as string;
  const br = await request.get(chunk, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["cache-control"]).toContain("immutable");
  const gzip = await request.get(chunk, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  // Both decode to the same script.
  expect(await br.text()).toBe(await gzip.text());
});

test("the scripts a page starts with carry V8's compile hint on their first line, in both encodings; the polyfills do not", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  // The start-up chunks by the build step's own rule (unit-tested); every other chunk the HTML names is a polyfill.
  const startup = [...startupChunks([home])].map((name) => `/_next/static/chunks/${name}`);
  const polyfills = [...home.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)]
    .map(([, src]) => src as string)
    .filter((src) => !startup.includes(src));
  expect(startup.length).toBeGreaterThan(3);
  expect(polyfills.length).toBeGreaterThan(0);
  for (const src of startup)
    for (const encoding of ["br", "gzip"]) {
      const text = await (await request.get(src, { headers: { "accept-encoding": encoding } })).text();
      expect(text.startsWith(`${COMPILE_HINT}\n`), `${src} (${encoding})`).toBe(true);
    }
  for (const src of polyfills)
    expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(false);
});

test("pages go out as Brotli to browsers that accept it, gzip to the others", async ({ request }) => {
  const br = await request.get("/frequently-asked-questions", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["vary"]).toContain("Accept-Encoding");
  const gzip = await request.get("/frequently-asked-questions", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const html = await br.text();
  expect(html).toBe(await gzip.text());
  // A prerendered page goes as the build's copy, named by the HTML's hash (lib/server/precompressed-pages.ts).
  const copy = readFileSync(path.join(".next", PRECOMPRESSED_PAGES_DIR, `${precompressedPageKey(html)}.br`));
  expect(br.headers()["content-length"]).toBe(String(copy.length));
});

test("robots.txt points at the sitemap and the home page has Organization JSON-LD", async ({ page, request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((b) => [JSON.parse(b)].flat().map((d: { "@type": string }) => d["@type"]));
  expect(types).toContain("Organization");
});

test("unknown pages answer 404 with the site's layout", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/couldn’t find/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
