import type { IncomingHttpHeaders } from "node:http";
import { getScriptNonceFromHeaders } from "next/dist/server/app-render/get-script-nonce-from-header";
import { describe, expect, it } from "vitest";
import { buildCspManifest } from "@/lib/security/csp-manifest";
import { createPagePolicy, type PolicyRequest } from "@/lib/security/page-policy";
import { scriptHashSource } from "@/lib/security/script-hashes";

const THEME = "(function(){document.documentElement.classList.add('dark')})()";
const HOME_PAYLOAD = 'self.__next_f.push([1,"home"])';
const NOT_FOUND_PAYLOAD = 'self.__next_f.push([1,"404"])';
const page = (...scripts: string[]) => scripts.map((s) => `<script>${s}</script>`).join("");
const manifest = buildCspManifest([
  { route: "/", html: page(THEME, HOME_PAYLOAD) },
  { route: "/_not-found", html: page(THEME, NOT_FOUND_PAYLOAD) },
]);
const options = { dev: false, analytics: false };

function request(pathAndQuery: string, headers: IncomingHttpHeaders = {}): PolicyRequest {
  const url = new URL(pathAndQuery, "http://localhost");
  return { headers: { ...headers }, pathname: url.pathname };
}

const scriptSrc = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];

describe("createPagePolicy", () => {
  it("allows a prerendered page exactly its own inline scripts, by hash", () => {
    // `_rsc` without the RSC header is still the page: Next.js answers with its HTML.
    const policy = createPagePolicy(manifest, options)(request("/?_rsc=abc"));
    expect(scriptSrc(policy)).toEqual(["'self'", scriptHashSource(THEME), scriptHashSource(HOME_PAYLOAD)]);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain(scriptHashSource(NOT_FOUND_PAYLOAD));
  });

  it("allows no inline script on an RSC request", () => {
    const policyFor = createPagePolicy(manifest, options);
    for (const req of [request("/?_rsc=abc", { rsc: "1" }), request("/booking/abc", { rsc: "1" })]) {
      expect(scriptSrc(policyFor(req))).toEqual(["'self'"]);
      expect(req.headers["content-security-policy"]).toBeUndefined();
    }
  });

  it("gives the nonce policy to any path not in the manifest: a 404 under /api/ or /_next/, a percent-encoded page", () => {
    const policyFor = createPagePolicy(manifest, options);
    for (const path of ["/api/no-such-route", "/_next/no-such-file", "/%71uote", "/quote%2F"]) {
      const req = { headers: {}, pathname: path };
      const policy = policyFor(req);
      expect(scriptSrc(policy), path).toContain(`'nonce-${getScriptNonceFromHeaders(req.headers)}'`);
      expect(scriptSrc(policy), path).toContain(scriptHashSource(NOT_FOUND_PAYLOAD));
    }
  });

  it("gives a page rendered on request a fresh nonce that Next.js reads from the request", () => {
    const policyFor = createPagePolicy(manifest, options);
    const first = request("/booking/abc");
    const second = request("/booking/abc");
    const policy = policyFor(first);
    const nonce = getScriptNonceFromHeaders(first.headers);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.headers["content-security-policy"]).toBe(policy);
    expect(scriptSrc(policy)).toContain(`'nonce-${nonce}'`);
    policyFor(second);
    expect(getScriptNonceFromHeaders(second.headers)).not.toBe(nonce);
  });

  it("allows a page rendered on request the shared scripts and the static 404's, not other pages' payloads", () => {
    const sources = scriptSrc(createPagePolicy(manifest, options)(request("/no-such-page")));
    expect(sources).toEqual(expect.arrayContaining([scriptHashSource(THEME), scriptHashSource(NOT_FOUND_PAYLOAD)]));
    expect(sources).not.toContain(scriptHashSource(HOME_PAYLOAD));
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("drops a CSP request header the client sent, so Next.js never uses a nonce of its choosing", () => {
    const policyFor = createPagePolicy(manifest, options);
    const forged = {
      "content-security-policy": "script-src 'nonce-chosen'",
      "content-security-policy-report-only": "x",
    };
    const home = request("/", forged);
    policyFor(home);
    expect(home.headers).toEqual({});
    const rendered = request("/booking/abc", forged);
    policyFor(rendered);
    expect(getScriptNonceFromHeaders(rendered.headers)).not.toBe("chosen");
    expect(rendered.headers["content-security-policy-report-only"]).toBeUndefined();
  });

  it("allows the tag manager by host when analytics is configured", () => {
    const policy = createPagePolicy(manifest, { dev: false, analytics: true })(request("/"));
    expect(scriptSrc(policy)).toContain("https://www.googletagmanager.com");
  });
});
