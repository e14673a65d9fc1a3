/**
 * Security headers sent with every response (pages, API, assets): by server.ts in production, by
 * next.config.ts under `next dev`.
 *
 * No inline script runs unless the policy names it: a prerendered page's by the hash of its bytes, a page
 * rendered on request's by a nonce (./page-policy.ts, docs/security.md). Only the development server,
 * whose pages change with every edit, keeps 'unsafe-inline'. Everything else is locked to our own origin.
 */
const GTM_ORIGIN = "https://www.googletagmanager.com";
const GA_ORIGINS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export const CSP_HEADER = "Content-Security-Policy";

export type PolicyOptions = {
  dev: boolean;
  analytics: boolean;
  /** The inline scripts allowed: hash and nonce sources (`'sha256-…'`, `'nonce-…'`); ignored in development. */
  inline?: readonly string[];
};

export function contentSecurityPolicy({ dev, analytics, inline = [] }: PolicyOptions): string {
  const inlineScripts = dev ? ["'unsafe-inline'", "'unsafe-eval'"] : inline;
  const scriptSrc = ["'self'", ...inlineScripts, analytics ? GTM_ORIGIN : ""];
  const connectSrc = ["'self'", analytics ? GA_ORIGINS.join(" ") : "", dev ? "ws:" : ""];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", analytics ? GA_ORIGINS.join(" ") : ""],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": connectSrc,
    "frame-src": [analytics ? GTM_ORIGIN : "'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.filter(Boolean).join(" ")}`)
    .join("; ");
}

export function securityHeaders({ dev, analytics }: PolicyOptions) {
  return [
    { key: CSP_HEADER, value: contentSecurityPolicy({ dev, analytics }) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // No other site may embed our responses (a lead's JSON, a booking page) as an image, script or frame source.
    { key: "Cross-Origin-Resource-Policy", value: "same-site" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    },
  ];
}

type Env = Record<string, string | undefined>;

/** This deployment's options: analytics origins are allowed only when a GTM container is set. */
export function sitePolicyOptions(env: Env = process.env): PolicyOptions {
  return { dev: env.NODE_ENV === "development", analytics: Boolean(env.NEXT_PUBLIC_GTM_ID?.trim()) };
}

/** The headers for this deployment; the CSP among them allows no inline script (server.ts sets each page's). */
export function siteSecurityHeaders(env: Env = process.env) {
  return securityHeaders(sitePolicyOptions(env));
}

/**
 * The headers next.config.ts applies. Next.js sets them over whatever the server set before, and its
 * `next build` bakes them in, so outside development they leave out the CSP: server.ts's per-page one
 * must be the one that reaches the browser.
 */
export function configSecurityHeaders(env: Env = process.env) {
  const headers = siteSecurityHeaders(env);
  return env.NODE_ENV === "development" ? headers : headers.filter(({ key }) => key !== CSP_HEADER);
}
