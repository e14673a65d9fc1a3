import { isTrusted, normalizeIp, type TrustedProxies } from "./trusted-proxies";

type HeaderValue = string | string[] | null | undefined;

/**
 * The header the production server (server.ts) writes with the client IP it resolved, after removing any
 * copy the client sent. Route handlers read only this; they never see the TCP peer themselves.
 */
export const CLIENT_IP_HEADER = "x-shiplux-client-ip";

/** Longest X-Forwarded-For list read; a longer one is cut from the left (the untrusted end). */
const MAX_FORWARDED_ENTRIES = 20;

export type ClientIpSource = {
  /** The TCP peer (req.socket.remoteAddress). */
  peer: string | undefined;
  forwardedFor: HeaderValue;
  realIp: HeaderValue;
};

const joined = (value: HeaderValue) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

/**
 * Who the client is. Forwarding headers count only when the TCP peer is a trusted proxy: then the client is
 * the right-most X-Forwarded-For entry that is not a trusted proxy (or the entry N hops from the right),
 * since every proxy appends to the list and only the entries it and its trusted peers wrote can be believed.
 * X-Real-IP is read from a trusted peer only when there is no X-Forwarded-For.
 */
export function resolveClientIp(source: ClientIpSource, trust: TrustedProxies | undefined): string {
  const peer = normalizeIp(source.peer) ?? "unknown";
  if (!trust || peer === "unknown") return peer;
  if (trust.kind === "ranges" && !isTrusted(trust, peer)) return peer;

  const forwarded = joined(source.forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-MAX_FORWARDED_ENTRIES);
  if (forwarded.length === 0) return normalizeIp(joined(source.realIp).split(",")[0]) ?? peer;

  if (trust.kind === "hops") {
    // The peer is hop 1; hop N wrote the entry N-1 from the right, and that entry is the client.
    const index = forwarded.length - trust.hops;
    return normalizeIp(forwarded[Math.max(0, index)]) ?? peer;
  }
  let client = peer;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const ip = normalizeIp(forwarded[i]);
    if (!ip) return client; // a trusted proxy would not write garbage: stop at the last hop we could read
    client = ip;
    if (!isTrusted(trust, ip)) return ip;
  }
  return client;
}

/** The IP server.ts resolved for this request; "unknown" outside the production server (next dev, tests without it). */
export function clientIpFromHeaders(header: (name: string) => HeaderValue): string {
  const value = header(CLIENT_IP_HEADER);
  return normalizeIp(Array.isArray(value) ? value[0] : (value ?? undefined)) ?? "unknown";
}
