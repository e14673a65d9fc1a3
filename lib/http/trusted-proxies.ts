import { BlockList, isIP } from "node:net";

/**
 * Which peers may tell us who the client is (TRUSTED_PROXIES): the N proxies nearest the server, or the
 * proxies inside a list of CIDR ranges. Parsed once from the environment; see lib/http/client-ip.ts.
 */
export type TrustedProxies = { kind: "hops"; hops: number } | { kind: "ranges"; ranges: BlockList; text: string };

/** The most proxy hops anyone runs in front of a site (CDN, load balancer, ingress …). */
const MAX_HOPS = 10;

/** An IP without its IPv4-mapped-IPv6 prefix, brackets or port; undefined when it is not an address. */
export function normalizeIp(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let ip = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (ip.toLowerCase().startsWith("::ffff:") && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : undefined;
}

/** A hop count ("1") or CIDR list ("10.0.0.0/8, 2001:db8::/32, 127.0.0.1"); a string explains what is wrong. */
export function parseTrustedProxies(value: string): TrustedProxies | string {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_HOPS
      ? { kind: "hops", hops }
      : `TRUSTED_PROXIES hop count must be 1 to ${MAX_HOPS}`;
  }
  const ranges = new BlockList();
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [address, prefixText] = part.split("/");
    const ip = normalizeIp(address);
    const family = ip ? isIP(ip) : 0;
    if (!ip) return `TRUSTED_PROXIES: "${part}" is not an IP address or CIDR range`;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefixText === undefined) {
      ranges.addAddress(ip, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128))
      return `TRUSTED_PROXIES: "${part}" has a bad prefix length`;
    ranges.addSubnet(ip, prefix, type);
  }
  if (ranges.rules.length === 0) return "TRUSTED_PROXIES is empty";
  return { kind: "ranges", ranges, text };
}

export function isTrusted(trust: Extract<TrustedProxies, { kind: "ranges" }>, ip: string): boolean {
  return trust.ranges.check(ip, isIP(ip) === 4 ? "ipv4" : "ipv6");
}
