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

  it("finds the page behind a percent-encoded path", async () => {
    const response = await fetch(`${site.base}/%71uote`);
    expect(response.headers.get("content-security-policy")).toContain(scriptHashSource(THEME));
  });

  it("gives a page rendered on request the nonce it hands Next.js in the request", async () => {
    const response = await fetch(`${site.base}/booking/abc`);
    const policy = response.headers.get("content-security-policy");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(await response.text()).toBe(policy);
  });
});
