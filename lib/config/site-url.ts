import { readFileSync, writeFileSync } from "node:fs";
import { BlockList, isIP } from "node:net";
import path from "node:path";
import type { Env } from "./server-env";

/**
 * SITE_URL, the site's public origin, is read twice: at build time for what is prerendered (canonical URLs,
 * the sitemap, robots.txt, Open Graph, JSON-LD), and at run time for what is written per request or per
 * lead (the booking link in the visitor's e-mail). The build records its value in this file under .next/
 * (scripts/record-build-site-url.mjs) so the server can say when the two differ.
 */
const BUILD_SITE_URL_FILE = "build-site-url.json";

/** Host names that only ever mean this machine (checked without a trailing dot: `localhost.` is localhost). */
const LOCAL_HOSTNAME = /^(localhost|.+\.localhost)$/i;

/** Loopback and unspecified addresses; an IPv4 rule also matches the IPv4-mapped IPv6 form (`[::ffff:127.0.0.1]`). */
const THIS_MACHINE = new BlockList();
THIS_MACHINE.addSubnet("127.0.0.0", 8, "ipv4");
THIS_MACHINE.addSubnet("0.0.0.0", 8, "ipv4");
THIS_MACHINE.addAddress("::1", "ipv6");
THIS_MACHINE.addAddress("::", "ipv6");

/** Addresses no visitor on the internet can reach: RFC 1918, carrier-grade NAT, link-local, unique local. */
const PRIVATE_NETWORK = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
] as const) {
  PRIVATE_NETWORK.addSubnet(network, prefix, "ipv4");
}
PRIVATE_NETWORK.addSubnet("fc00::", 7, "ipv6");
PRIVATE_NETWORK.addSubnet("fe80::", 10, "ipv6");

/** What is wrong with SITE_URL's host and shape for the public, as the clauses of one sentence. */
function siteUrlReasons(url: URL): string[] {
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  const family = isIP(host);
  const type = family === 6 ? "ipv6" : "ipv4";
  return [
    url.protocol !== "https:" && "it is not https",
    (LOCAL_HOSTNAME.test(host) || (family !== 0 && THIS_MACHINE.check(host, type))) && "its host is this machine",
    family !== 0 && PRIVATE_NETWORK.check(host, type) && "its host is a private network address",
    (url.pathname !== "/" || url.search !== "" || url.hash !== "") && "it has a path, query or fragment",
  ].filter((reason): reason is string => typeof reason === "string");
}

const INSECURE_SITE_URL_ESCAPE =
  "To run the production build on this machine only, set ALLOW_INSECURE_SITE_URL=true (npm run site does).";

/**
 * Why SITE_URL cannot serve the public in production: not https, a loopback host (the default,
 * http://localhost:3000, included) or a private address, so every e-mail's booking link would point at the
 * visitor's own machine or network, or a path or query, which every link built on it would carry.
 * Undefined when it is fine, outside production, or when ALLOW_INSECURE_SITE_URL=true says this run is local.
 */
export function siteUrlProblem(
  env: Pick<Env, "NODE_ENV" | "SITE_URL" | "ALLOW_INSECURE_SITE_URL">,
): string | undefined {
  if (env.NODE_ENV !== "production" || env.ALLOW_INSECURE_SITE_URL === "true") return undefined;
  const url = new URL(env.SITE_URL);
  const reasons = siteUrlReasons(url);
  if (reasons.length === 0) return undefined;
  return (
    `SITE_URL must be the site's public https origin in production (e.g. https://www.shiplux.com), ` +
    `but ${url.origin} is not: ${reasons.join(" and ")}. The booking link in every visitor e-mail is built on it ` +
    `at run time, and the canonical URLs and sitemap at build time (build with the same SITE_URL). ` +
    INSECURE_SITE_URL_ESCAPE
  );
}

/** Written by the build: the origin its pages carry. */
export function recordBuildSiteUrl(distDir: string, siteUrl: string): void {
  writeFileSync(path.join(distDir, BUILD_SITE_URL_FILE), `${JSON.stringify({ siteUrl })}\n`);
}

/**
 * A warning when the server runs with another origin than its build was made with, or undefined (also when
 * the build made no record, e.g. `next build` run on its own).
 */
export function siteUrlMismatch(distDir: string, siteUrl: string): string | undefined {
  let built: string;
  try {
    const record = JSON.parse(readFileSync(path.join(distDir, BUILD_SITE_URL_FILE), "utf8")) as { siteUrl?: unknown };
    if (typeof record.siteUrl !== "string" || !URL.canParse(record.siteUrl)) return undefined;
    built = new URL(record.siteUrl).origin;
  } catch {
    return undefined;
  }
  const running = new URL(siteUrl).origin;
  if (built === running) return undefined;
  return (
    `SITE_URL is ${running}, but the build was made with ${built}: canonical URLs and the sitemap say ${built}, ` +
    `e-mail links ${running}. Build again with SITE_URL=${running}.`
  );
}
