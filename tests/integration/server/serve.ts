import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { siteSecurityHeaders } from "@/lib/security/headers";
import { createSiteServer, type SiteServerOptions } from "@/lib/server/site-server";

/** The site's security headers, as server.ts passes them. */
const SITE_SECURITY_HEADERS = Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value]));

/**
 * server.ts's own server (lib/server) around `handle`, a stand-in for Next.js, on a free loopback port for one
 * test file: started before its tests, closed after them. Unless `options` says otherwise: the site's security
 * headers, no precompressed assets, the API under /api and no trusted proxy. `options` runs in beforeAll, so it
 * may prepare files first.
 */
export function serveSite(options: () => Pick<SiteServerOptions, "handle"> & Partial<SiteServerOptions>) {
  let server: Server | undefined;
  beforeAll(async () => {
    const started = createSiteServer({
      securityHeaders: SITE_SECURITY_HEADERS,
      assets: new Map(),
      apiBase: "/api",
      trust: undefined,
      ...options(),
    });
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    server = started;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get port(): number {
      if (!server) throw new Error("serveSite: the server starts in beforeAll");
      return (server.address() as AddressInfo).port;
    },
    get base(): string {
      return `http://127.0.0.1:${this.port}`;
    },
  };
}
