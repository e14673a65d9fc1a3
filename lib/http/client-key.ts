import { isIP } from "node:net";
import { normalizeIp } from "./trusted-proxies";

/** Leading bits of an IPv6 address that one client holds: ISPs hand each subscriber a /64 (or more). */
const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * The one key every per-client budget counts under (the lead budget, the lookup and GraphQL limiters): an
 * IPv4 address as it is (IPv4-mapped IPv6 counts as IPv4), an IPv6 address as its /64 ("2001:db8:1:2::/64"),
 * since a client rotating inside its own /64 has 2^64 addresses to spend. Anything that is not an address
 * ("unknown") is its own key. Stored data keeps the full address.
 */
export function clientKey(ip: string): string {
  return prefixKey(ip, IPV6_CLIENT_PREFIX_BITS);
}

/**
 * `ip`'s IPv6 network of `bits` leading bits ("2001:db8:1:200::/56"); an IPv4 address as it is, anything
 * that is not an address as it was given. For the limits that count a whole subscriber (a /56) or site (a /48).
 */
export function prefixKey(ip: string, bits: number): string {
  const address = normalizeIp(ip);
  if (!address) return ip;
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address).map((group, index) => {
    const kept = Math.min(16, Math.max(0, bits - index * 16));
    return kept === 0 ? 0 : group & (0xffff << (16 - kept)) & 0xffff;
  });
  const significant = Math.ceil(bits / 16);
  return `${groups
    .slice(0, significant)
    .map((g) => g.toString(16))
    .join(":")}::/${bits}`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split("%")[0] ?? address;
  const parse = (part: string): number[] => {
    if (part === "") return [];
    return part.split(":").flatMap((group) => {
      if (!group.includes(".")) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = "", tail] = withoutZone.split("::");
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
