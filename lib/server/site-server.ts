import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { TrustedProxies } from "@/lib/http";
import { CSP_HEADER, type PagePolicy } from "@/lib/security";
import {
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS,
  MAX_HEADER_BYTES,
  MAX_QUEUED_WRITE_BYTES,
  MAX_REQUESTS_PER_SOCKET,
  SERVER_TIMEOUTS,
  type ServerTimeouts,
} from "./limits";
import { armBodyDeadline } from "./body-deadline";
import type { BookingGate } from "./booking-gate";
import { compressResponse } from "./compress-responses";
import { serveLookup } from "./lookup-fast-path";
import { CONNECTION_LIMITS, guardConnections, type ConnectionLimits } from "./connection-guard";
import { servePrecompressed, type PrecompressedAssets } from "./precompressed-assets";
import type { PrecompressedPages } from "./precompressed-pages";
import { guardRequest } from "./request-guard";
import { readRequestTarget } from "./request-target";

export type SiteServerOptions = {
  /** Next.js's request handler: everything the fast paths do not answer. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
  securityHeaders: Record<string, string>;
  /** Each response's CSP (lib/security/page-policy.ts); without it, the one in securityHeaders. */
  pagePolicy?: PagePolicy;
  assets: PrecompressedAssets;
  /** The build's copies of the prerendered pages (./precompressed-pages.ts); none in tests unless given. */
  pages?: PrecompressedPages;
  apiBase: string;
  trust: TrustedProxies | undefined;
  /** Shorter ones in tests. */
  timeouts?: ServerTimeouts;
  /** Smaller ones in tests. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** The booking pages' per-client limit and cheap 404 (./booking-gate.ts). */
  bookingGate?: BookingGate;
};

/**
 * The production HTTP server around Next.js: its connections are capped per client and kept moving
 * (./connection-guard.ts), every request is guarded (client IP resolved, User-Agent cut), bounded in size and time (./limits.ts) and
 * read as a path on this host (./request-target.ts), and every response starts with the security headers,
 * redirects included; then the fast paths answer what they can and Next.js the rest, compressed on the way
 * out (./compress-responses.ts).
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const { handle, securityHeaders, pagePolicy, assets, apiBase, trust, timeouts = SERVER_TIMEOUTS } = options;
  const serverOptions = {
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    highWaterMark: MAX_QUEUED_WRITE_BYTES,
  };
  const server = createServer(serverOptions, (req, res) => {
    armBodyDeadline(req, res, timeouts.bodyMs);
    const ip = guardRequest(req, trust);
    // Next.js adds the configured headers to what it renders, but not to its own redirects (trailing
    // slash): set them first; a handler may still override one.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const target = readRequestTarget(req);
    if (!target.ok) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end(target.message);
      return;
    }
    const { url } = target;
    if (pagePolicy) {
      res.setHeader(CSP_HEADER, pagePolicy({ headers: req.headers, pathname: url.pathname }));
    }
    try {
      if (serveLookup(req, res, url, apiBase, ip)) return;
      if (servePrecompressed(req, res, url.pathname, assets)) return;
    } catch (error) {
      console.error(new Error(`Fast path failed for ${url.pathname}`, { cause: error }));
      if (res.headersSent) return void res.destroy();
    }
    const next = () => compressResponse(req, res, () => void handle(req, res), options.pages);
    if (options.bookingGate?.(req, res, url.pathname, ip, next)) return;
    next();
  });
  server.maxConnections = MAX_CONNECTIONS;
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_SOCKET;
  const bodyMs = timeouts.bodyMs;
  guardConnections(server, trust, { ...CONNECTION_LIMITS, bodyMs, ...options.connectionLimits });
  return server;
}
