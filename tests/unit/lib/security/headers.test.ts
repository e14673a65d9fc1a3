import { describe, expect, it } from "vitest";
import { configSecurityHeaders, contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

describe("security headers", () => {
  it("forbid framing, plugins and foreign scripts by default", () => {
    const csp = contentSecurityPolicy({ dev: false, analytics: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("allow no inline script in production but the ones named by hash or nonce", () => {
    const hash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
    expect(contentSecurityPolicy({ dev: false, analytics: false })).toMatch(/(^|; )script-src 'self';/);
    expect(contentSecurityPolicy({ dev: false, analytics: false, inline: [hash, "'nonce-abc'"] })).toMatch(
      new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, "\\$&")} 'nonce-abc';`),
    );
  });

  it("keep 'unsafe-inline' and 'unsafe-eval' for the development server only", () => {
    expect(contentSecurityPolicy({ dev: true, analytics: false, inline: ["'nonce-abc'"] })).toMatch(
      /script-src 'self' 'unsafe-inline' 'unsafe-eval';/,
    );
  });

  it("leave the CSP out of next.config's headers outside development, where server.ts sends each page's", () => {
    const keys = (env: Record<string, string>) => configSecurityHeaders(env).map((h) => h.key);
    expect(keys({ NODE_ENV: "production" })).not.toContain("Content-Security-Policy");
    expect(keys({ NODE_ENV: "production" })).toContain("Strict-Transport-Security");
    expect(keys({ NODE_ENV: "development" })).toContain("Content-Security-Policy");
  });

  it("allow the tag manager only when analytics is configured", () => {
    expect(contentSecurityPolicy({ dev: false, analytics: true })).toMatch(/script-src [^;]*googletagmanager/);
  });

  it("include HSTS, nosniff, referrer and permissions policies", () => {
    const keys = securityHeaders({ dev: false, analytics: false }).map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });
});
