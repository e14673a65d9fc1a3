/**
 * The security headers (CSP and friends) every response carries, set by the site server; each page's CSP
 * from the build's manifest of inline-script hashes, or a per-request nonce.
 */
export * from "./csp-manifest";
export * from "./headers";
export * from "./page-policy";
export * from "./script-hashes";
