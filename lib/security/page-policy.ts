import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { NOT_FOUND_ROUTE, type CspManifest } from "./csp-manifest";
import { contentSecurityPolicy, type PolicyOptions } from "./headers";

/** The request headers from which Next.js reads a nonce for the scripts it renders (get-script-nonce-from-header). */
const NONCE_REQUEST_HEADERS = ["content-security-policy", "content-security-policy-report-only"] as const;
/** 128 bits, as CSP3 asks of a nonce. */
const NONCE_BYTES = 16;
/**
 * The request as the policy reads it: the path as the client sent it (not percent-decoded: `/%71uote` is not
 * the prerendered `/quote` to Next.js, which renders its 404 there), the headers writable.
 */
export type PolicyRequest = { headers: IncomingHttpHeaders; pathname: string };

/**
 * Picks the Content-Security-Policy of one response, none of which allows an inline script that is not
 * named in it:
 *  - a prerendered page: the hashes of its own inline scripts, from the build's manifest;
 *  - a Next.js RSC request (`RSC: 1`): no inline script at all (the payload is not a document). The `_rsc`
 *    parameter alone is not one: without the header Next.js answers with the page;
 *  - anything else, which may be HTML Next.js renders on request (the booking page, a 404 anywhere, under
 *    /api/ and /_next/ too, an error): a fresh nonce, written into the request's `Content-Security-Policy`
 *    header too, where Next.js reads it and puts it on its own scripts, plus the site's own inline scripts and
 *    the static 404 page's by hash. A JSON answer or a script file ignores its CSP.
 * A client's own CSP request header is always dropped, so a nonce Next.js uses is always the server's.
 */
export function createPagePolicy(manifest: CspManifest, options: Omit<PolicyOptions, "inline">) {
  const base = contentSecurityPolicy({ ...options, inline: [] });
  const pages = new Map(
    Object.entries(manifest.pages).map(([route, hashes]) => [
      route,
      contentSecurityPolicy({ ...options, inline: hashes }),
    ]),
  );
  const renderedHashes = [...new Set([...manifest.sharedScripts, ...(manifest.pages[NOT_FOUND_ROUTE] ?? [])])];

  return function policyFor(request: PolicyRequest): string {
    for (const name of NONCE_REQUEST_HEADERS) delete request.headers[name];
    if (isRscRequest(request)) return base;
    const page = pages.get(request.pathname);
    if (page) return page;
    const nonce = randomBytes(NONCE_BYTES).toString("base64");
    const policy = contentSecurityPolicy({ ...options, inline: [`'nonce-${nonce}'`, ...renderedHashes] });
    request.headers["content-security-policy"] = policy;
    return policy;
  };
}

export type PagePolicy = ReturnType<typeof createPagePolicy>;

/** Next.js's RSC requests, answered with the payload instead of the page: its router's `RSC: 1` header. */
function isRscRequest({ headers }: PolicyRequest): boolean {
  return headers.rsc === "1";
}
