/**
 * What every state-changing endpoint refuses before it reads anything: a request a browser sent on behalf of
 * another site. An <img>, a form or a fetch on any page can make a visitor's browser call this site; the
 * browser then says so, in `Sec-Fetch-Site: cross-site` (every current browser) or in an `Origin` that is not
 * this site's. Requests without either (curl, a CRM, a server) are not a browser acting for a stranger's page
 * and go on to the endpoint's own limits.
 */
export const CROSS_SITE_REFUSED =
  "This request came from another website and was refused. Please send it from our site's own pages.";

/**
 * The refusal's sentence when the request came from another site, else undefined. The site's own origins are
 * the configured SITE_URL's and the one the request was addressed to (its Host), so a same-origin call works
 * on any address the server answers.
 */
export function crossSiteRefusal(request: Request, siteUrl: string): string | undefined {
  if (request.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return CROSS_SITE_REFUSED;
  const origin = request.headers.get("origin");
  if (origin === null) return undefined;
  const host = request.headers.get("host");
  return isOwnOrigin(origin, siteUrl, host) ? undefined : CROSS_SITE_REFUSED;
}

function isOwnOrigin(origin: string, siteUrl: string, host: string | null): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or garbage: no site vouches for it
  }
  if (parsed.origin === new URL(siteUrl).origin) return true;
  return host !== null && parsed.host === host.trim().toLowerCase();
}
