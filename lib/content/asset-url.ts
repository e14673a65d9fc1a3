import { getEnv } from "@/lib/config/env";

export type AssetHosts = { from?: string; to?: string };

/** The configured pair: images on CONTENT_ASSET_HOST are served from PUBLIC_ASSET_HOST (or the site itself). */
export function configuredAssetHosts(): AssetHosts {
  const env = getEnv();
  return { from: env.CONTENT_ASSET_HOST, to: env.PUBLIC_ASSET_HOST };
}

const trimSlash = (s: string) => s.replace(/\/+$/, "");

/**
 * Rewrites one URL from the content host to the public host. With no public host the URL becomes
 * site-relative, so a CMS image is served from the site's own origin. Other URLs pass unchanged.
 */
export function rewriteAssetUrl(url: string, hosts: AssetHosts = configuredAssetHosts()): string {
  if (!hosts.from) return url;
  const from = trimSlash(hosts.from);
  if (url !== from && !url.startsWith(`${from}/`)) return url;
  const rest = url.slice(from.length) || "/";
  return hosts.to ? `${trimSlash(hosts.to)}${rest}` : rest;
}
