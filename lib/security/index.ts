/** The security headers (CSP and friends) every response carries, set once by the site server. */
export * from "./headers";
