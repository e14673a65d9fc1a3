import { describe, expect, it } from "vitest";
import { buildCspManifest } from "@/lib/security/csp-manifest";
import { createPagePolicy } from "@/lib/security/page-policy";
import { scriptHashSource } from "@/lib/security/script-hashes";
import { serveSite } from "./serve";

const THEME = "document.documentElement.classList.add('dark')";
const manifest = buildCspManifest([{ route: "/quote", html: `<script>${THEME}</script>` }]);
/** server.ts's own server with a stand-in for Next.js that answers with the CSP request header it was given. */
const site = serveSite(() => ({
  handle: (req, res) => void res.end(req.headers["content-security-policy"] ?? "none"),
  pagePolicy: createPagePolicy(manifest, { dev: false, analytics: false }),
}));

describe("each response's CSP", () => {
  it("names a prerendered page's inline scripts by hash and hands Next.js no nonce", async () => {
    const response = await fetch(`${site.base}/quote`, {
      headers: { "content-security-policy": "script-src 'nonce-x'" },
    });
    expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' ${scriptHashSource(THEME)};`);
    expect(await response.text()).toBe("none");
  });

  it("reads the raw path: a percent-encoded one is not the prerendered page, and gets the nonce Next.js renders with", async () => {
    const response = await fetch(`${site.base}/%71uote`);
    const policy = response.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(await response.text()).toBe(policy);
  });

  it("gives an HTML 404 under /api/ the nonce too", async () => {
    const response = await fetch(`${site.base}/api/no-such-route`);
    expect(await response.text()).toBe(response.headers.get("content-security-policy"));
  });

  it("gives a page rendered on request the nonce it hands Next.js in the request", async () => {
    const response = await fetch(`${site.base}/booking/abc`);
    const policy = response.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(await response.text()).toBe(policy);
  });
});
