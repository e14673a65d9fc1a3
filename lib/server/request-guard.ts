import type { IncomingMessage } from "node:http";
import { CLIENT_IP_HEADER, resolveClientIp, type TrustedProxies } from "@/lib/http";
import { MAX_USER_AGENT_LENGTH } from "./limits";

/**
 * What server.ts does to every request before any handler sees it: the User-Agent is cut to a length that
 * costs Next.js nothing to inspect, and the client IP is resolved once from the TCP peer and (only through
 * trusted proxies) the forwarding headers, then written to the one header route handlers read. A copy of
 * that header sent by the client is replaced, never believed. Returns the client IP.
 */
export function guardRequest(req: IncomingMessage, trust: TrustedProxies | undefined): string {
  const userAgent = req.headers["user-agent"];
  if (userAgent && userAgent.length > MAX_USER_AGENT_LENGTH) {
    req.headers["user-agent"] = userAgent.slice(0, MAX_USER_AGENT_LENGTH);
  }
  const ip = resolveClientIp(
    { peer: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], realIp: req.headers["x-real-ip"] },
    trust,
  );
  req.headers[CLIENT_IP_HEADER] = ip;
  return ip;
}
