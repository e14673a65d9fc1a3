import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientKey, isTrusted, normalizeIp, type TrustedProxies } from "@/lib/http";
import { CSP_HEADER, type PagePolicy } from "@/lib/security";
import {
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_CLIENT,
  MAX_HEADER_BYTES,
  SERVER_TIMEOUTS,
  type ServerTimeouts,
} from "./limits";
import { armBodyDeadline } from "./body-deadline";
import type { BookingGate } from "./booking-gate";
import { compressResponse } from "./compress-responses";
import { serveLookup } from "./lookup-fast-path";
import { PeerConnections } from "./peer-connections";
import { servePrecompressed, type PrecompressedAssets } from "./precompressed-assets";
import { guardRequest } from "./request-guard";
import { readRequestTarget } from "./request-target";

/** A refused connection is logged at most this often, so a flood of them does not flood the log. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

export type SiteServerOptions = {
  /** Next.js's request handler: everything the fast paths do not answer. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
  securityHeaders: Record<string, string>;
  /** Each response's CSP (lib/security/page-policy.ts); without it, the one in securityHeaders. */
  pagePolicy?: PagePolicy;
  assets: PrecompressedAssets;
  apiBase: string;
  trust: TrustedProxies | undefined;
  /** Shorter ones in tests. */
  timeouts?: ServerTimeouts;
  /** A smaller one in tests. */
  maxConnectionsPerClient?: number;
  /** The booking pages' per-client limit and cheap 404 (./booking-gate.ts). */
  bookingGate?: BookingGate;
};

/**
 * The production HTTP server around Next.js: each client holds at most MAX_CONNECTIONS_PER_CLIENT connections,
 * every request is guarded (client IP resolved, User-Agent cut), bounded in size and time (./limits.ts) and
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
      res.setHeader(CSP_HEADER, pagePolicy({ headers: req.headers, pathname: decodeURIComponent(url.pathname) }));
    }
    try {
      if (serveLookup(req, res, url, apiBase, ip)) return;
      if (servePrecompressed(req, res, url.pathname, assets)) return;
    } catch (error) {
      console.error(new Error(`Fast path failed for ${url.pathname}`, { cause: error }));
      if (res.headersSent) return void res.destroy();
    }
    const next = () => compressResponse(req, res, () => void handle(req, res));
    if (options.bookingGate?.(req, res, url.pathname, ip, next)) return;
    next();
  });
  server.maxConnections = MAX_CONNECTIONS;
  capConnectionsPerClient(server, trust, options.maxConnectionsPerClient ?? MAX_CONNECTIONS_PER_CLIENT);
  return server;
}

/**
 * Closes a new connection at once when its client (the TCP peer's clientKey) already holds `cap`: before
 * it sends a byte, so it costs no parser, no timer and no buffer. Trusted proxies count only toward the
 * total (their connections carry many clients); with a hop count every peer is a proxy.
 */
function capConnectionsPerClient(server: Server, trust: TrustedProxies | undefined, cap: number): void {
  const peers = new PeerConnections(cap);
  let lastLogged = 0;
  let refusedSinceLog = 0;
  server.on("connection", (socket: Socket) => {
    const peer = normalizeIp(socket.remoteAddress);
    if (!peer) return void socket.destroy(); // already gone
    if (trust && (trust.kind === "hops" || isTrusted(trust, peer))) return;
    const group = clientKey(peer);
    if (!peers.admit(group)) {
      socket.destroy();
      refusedSinceLog += 1;
      const now = Date.now();
      if (now - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
        console.warn(
          `> Closed ${refusedSinceLog} connection(s) over the cap of ${cap} per client (last from ${group})`,
        );
        lastLogged = now;
        refusedSinceLog = 0;
      }
      return;
    }
    socket.once("close", () => peers.release(group));
  });
}
