import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./server-env";

/**
 * SITE_URL, the site's public origin, is read twice: at build time for what is prerendered (canonical URLs,
 * the sitemap, robots.txt, Open Graph, JSON-LD), and at run time for what is written per request or per
 * lead (the booking link in the visitor's e-mail). The build records its value in this file under .next/
 * (scripts/record-build-site-url.mjs) so the server can say when the two differ.
 */
const BUILD_SITE_URL_FILE = "build-site-url.json";

/** Hosts that only ever mean this machine. */
const LOCAL_HOSTNAME = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1?\]|0\.0\.0\.0)$/i;

const INSECURE_SITE_URL_ESCAPE =
  "To run the production build on this machine only, set ALLOW_INSECURE_SITE_URL=true (npm run site does).";

/**
 * Why SITE_URL cannot serve the public in production: not https, or a loopback host (the default,
 * http://localhost:3000, included), so every e-mail's booking link would point at the visitor's own machine.
 * Undefined when it is fine, outside production, or when ALLOW_INSECURE_SITE_URL=true says this run is local.
 */
export function siteUrlProblem(
  env: Pick<Env, "NODE_ENV" | "SITE_URL" | "ALLOW_INSECURE_SITE_URL">,
): string | undefined {
  if (env.NODE_ENV !== "production" || env.ALLOW_INSECURE_SITE_URL === "true") return undefined;
  const url = new URL(env.SITE_URL);
  const reasons = [
    url.protocol !== "https:" && "it is not https",
    LOCAL_HOSTNAME.test(url.hostname) && "its host is this machine",
  ].filter(Boolean);
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
