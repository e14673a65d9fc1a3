import { BlockList, isIP } from "node:net";
import type { Env } from "./server-env";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether HOST is an interface only this machine reaches (0.0.0.0 and :: are every interface). */
function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, "");
  if (/^localhost\.?$/i.test(address)) return true;
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * Why the server must not start with this proxy setting, or undefined. A hop count trusts whoever connects
 * to say who the client is, and exempts every peer from the per-client connection caps: on a HOST others can
 * reach, a client that skips the proxy writes its own X-Forwarded-For, a fresh address per request. Allowed
 * when ALLOW_HOP_COUNT_ON_PUBLIC_HOST=true says only the proxy can reach the port (a firewall, a private network).
 */
export function hopCountProblem(
  env: Pick<Env, "TRUSTED_PROXIES" | "HOST" | "ALLOW_HOP_COUNT_ON_PUBLIC_HOST">,
): string | undefined {
  if (env.TRUSTED_PROXIES?.kind !== "hops" || isLoopbackHost(env.HOST)) return undefined;
  if (env.ALLOW_HOP_COUNT_ON_PUBLIC_HOST === "true") return undefined;
  return (
    `TRUSTED_PROXIES=${env.TRUSTED_PROXIES.hops} (a hop count) trusts every peer's X-Forwarded-For, but HOST=${env.HOST} ` +
    `lets clients reach the server without the proxy and name themselves. Set TRUSTED_PROXIES to the proxies' ` +
    `addresses (a CIDR list), listen on loopback, or, if only the proxy can reach this port, set ` +
    `ALLOW_HOP_COUNT_ON_PUBLIC_HOST=true.`
  );
}
