import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

describe("security headers", () => {
  it("forbid framing, plugins and foreign scripts by default", () => {
    const csp = contentSecurityPolicy({ dev: false, analytics: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("unsafe-eval");
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
