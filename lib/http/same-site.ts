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
 * The refusal's sentence when the request came from another site, else undefined. The site's own origin is
 * the configured SITE_URL's and nothing else: the Host header is the client's to write, and a DNS-rebinding
 * page (evil.example re-pointed at this server) sends a Host and an Origin that agree with each other.
 */
export function crossSiteRefusal(request: Request, siteUrl: string): string | undefined {
  if (request.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return CROSS_SITE_REFUSED;
  const origin = request.headers.get("origin");
  if (origin === null) return undefined;
  return isSiteOrigin(origin, siteUrl) ? undefined : CROSS_SITE_REFUSED;
}

function isSiteOrigin(origin: string, siteUrl: string): boolean {
  if (!URL.canParse(origin)) return false; // "null" (a sandboxed frame, a file) or garbage: no site vouches for it
  return new URL(origin).origin === new URL(siteUrl).origin;
}
