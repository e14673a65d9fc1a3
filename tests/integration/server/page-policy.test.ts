import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCspManifest } from "@/lib/security/csp-manifest";
import { siteSecurityHeaders } from "@/lib/security/headers";
import { createPagePolicy } from "@/lib/security/page-policy";
import { scriptHashSource } from "@/lib/security/script-hashes";
import { createSiteServer } from "@/lib/server/site-server";

const THEME = "document.documentElement.classList.add('dark')";
const manifest = buildCspManifest([{ route: "/quote", html: `<script>${THEME}</script>` }]);
let server: Server;
let base: string;

/** server.ts's own server with a stand-in for Next.js that answers with the CSP request header it was given. */
beforeAll(async () => {
  server = createSiteServer({
    handle: (req, res) => void res.end(req.headers["content-security-policy"] ?? "none"),
    securityHeaders: Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value])),
    pagePolicy: createPagePolicy(manifest, { dev: false, analytics: false }),
    assets: new Map(),
    apiBase: "/api",
    trust: undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("each response's CSP", () => {
  it("names a prerendered page's inline scripts by hash and hands Next.js no nonce", async () => {
    const response = await fetch(`${base}/quote`, { headers: { "content-security-policy": "script-src 'nonce-x'" } });
    expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' ${scriptHashSource(THEME)};`);
    expect(await response.text()).toBe("none");
  });

  it("finds the page behind a percent-encoded path", async () => {
    const response = await fetch(`${base}/%71uote`);
    expect(response.headers.get("content-security-policy")).toContain(scriptHashSource(THEME));
  });

  it("gives a page rendered on request the nonce it hands Next.js in the request", async () => {
    const response = await fetch(`${base}/booking/abc`);
    const policy = response.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(await response.text()).toBe(policy);
  });
});
