import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { NOT_FOUND_ROUTE, type CspManifest } from "./csp-manifest";
import { contentSecurityPolicy, type PolicyOptions } from "./headers";

/** The request headers from which Next.js reads a nonce for the scripts it renders (get-script-nonce-from-header). */
const NONCE_REQUEST_HEADERS = ["content-security-policy", "content-security-policy-report-only"] as const;
/** 128 bits, as CSP3 asks of a nonce. */
const NONCE_BYTES = 16;
/** Paths that are never an HTML page: API routes and the build's files. */
const NOT_PAGES = /^\/(?:api|_next)\//;

/** The request as the policy reads it: the path already percent-decoded, the headers writable. */
export type PolicyRequest = { headers: IncomingHttpHeaders; pathname: string };

/**
 * Picks the Content-Security-Policy of one response, none of which allows an inline script that is not
 * named in it:
 *  - a prerendered page: the hashes of its own inline scripts, from the build's manifest;
 *  - a Next.js RSC request (`RSC: 1`), an API route, a build file: no inline script at all (none of them
 *    is a document). The `_rsc` parameter alone is not one: without the header Next.js answers with the page;
 *  - anything else, which Next.js renders on request (the booking page, a 404 inside it, an error): a fresh
 *    nonce, written into the request's `Content-Security-Policy` header too, where Next.js reads it and
 *    puts it on its own scripts, plus the site's own inline scripts and the static 404 page's by hash.
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
    if (isRscRequest(request) || NOT_PAGES.test(request.pathname)) return base;
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
