/**
 * Security headers sent with every response (pages, API, assets), applied from next.config.ts.
 *
 * Pages are statically generated, so a per-request nonce is impossible; Next.js streams its RSC payload in
 * inline <script> tags, which is why script-src keeps 'unsafe-inline' (the approach the Next.js CSP guide
 * gives for static sites). Everything else is locked to our own origin.
 */
const GTM_ORIGIN = "https://www.googletagmanager.com";
const GA_ORIGINS = [
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export function contentSecurityPolicy({ dev, analytics }: { dev: boolean; analytics: boolean }): string {
  const scriptSrc = ["'self'", "'unsafe-inline'", dev ? "'unsafe-eval'" : "", analytics ? GTM_ORIGIN : ""];
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

export function securityHeaders({ dev, analytics }: { dev: boolean; analytics: boolean }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, analytics }) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    },
  ];
}

/** The headers for this deployment: analytics origins are allowed only when a GTM container is set. */
export function siteSecurityHeaders(env: Record<string, string | undefined> = process.env) {
  return securityHeaders({ dev: env.NODE_ENV === "development", analytics: Boolean(env.NEXT_PUBLIC_GTM_ID?.trim()) });
}
