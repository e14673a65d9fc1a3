import { isIP } from "node:net";
import { prefixKey } from "@/lib/http";
import { IPV6_CLIENT_CONNECTION_PREFIX_BITS, IPV6_SITE_CONNECTION_PREFIX_BITS } from "./limits";
import type { PeerGroup } from "./peer-connections";

/**
 * The groups a connection from `peer` (a normalized address) counts against, the client's own first: an IPv4
 * address alone; an IPv6 address as its /56 (one subscriber) and its /48 (one site), since a client that
 * rotates addresses inside its own prefix must not get a fresh cap for each.
 */
export function connectionGroups(peer: string, caps: { perClient: number; perSite: number }): PeerGroup[] {
  if (isIP(peer) !== 6) return [{ key: peer, cap: caps.perClient }];
  return [
    { key: prefixKey(peer, IPV6_CLIENT_CONNECTION_PREFIX_BITS), cap: caps.perClient },
    { key: prefixKey(peer, IPV6_SITE_CONNECTION_PREFIX_BITS), cap: caps.perSite },
  ];
}
