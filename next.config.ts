import type { NextConfig } from "next";
import { configSecurityHeaders } from "./lib/security/headers";
import { serviceRedirects } from "./lib/content/service-redirects";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses what Next.js sends, with Brotli when the browser accepts it (lib/server/compress-responses.ts).
  compress: false,
  reactStrictMode: true,
  // Database drivers and build-time data readers stay as real Node modules instead of being bundled.
  serverExternalPackages: ["pg", "nodemailer", "sanitize-html"],
  // Every image is a small hand-made SVG: served as a static file, never through the raster optimizer.
  images: { unoptimized: true },
  // The stylesheet (about 7 KB compressed) goes inside each page: first paint waits for no second request.
  // Under Lighthouse's network throttling first paint went from 1.46–1.55 s to 0.79–0.88 s (docs/architecture.md).
  // globalNotFound: unmatched URLs get app/global-not-found.tsx, a document of its own, instead of a root
  // not-found boundary that Next.js writes into every page's payload (docs/architecture.md).
  experimental: { inlineCss: true, globalNotFound: true },
  // Outside `next dev` these leave out the CSP: server.ts sends each page its own (docs/security.md).
  async headers() {
    return [{ source: "/:path*", headers: configSecurityHeaders() }];
  },
  // Service pages live under /services (issue 13); their old root-level URLs answer 308 to the new ones.
  async redirects() {
    return serviceRedirects();
  },
};

export default nextConfig;
