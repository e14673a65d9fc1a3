import type { Metadata, Viewport } from "next";
import { JsonLd } from "@/components/ui/json-ld";
import { InlineScript } from "@/components/inline-scripts/inline-script";
import { gtmLoaderScript } from "@/components/inline-scripts/gtm-loader";
import { getEnv } from "@/lib/config/env";
import { publicEnv } from "@/lib/config/public-env";
import { siteConfig } from "@/lib/config/site";
import { organizationJsonLd } from "@/lib/seo/server";
import { SiteDocument, siteViewport } from "./document";

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: `${siteConfig.name}: car and vehicle shipping`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = siteViewport;

/**
 * The root layout imports no stylesheet: each route group's layout does, and so does the 404 page for unmatched
 * URLs (app/global-not-found.tsx). With Turbopack the built-in global-error boundary lists the root layout's
 * stylesheets as its own, and Next.js 16.4 writes them into every page's payload once more as that boundary's
 * styles (vercel/next.js#98110): with inlineCss, 39 KB more script on every page, parsed before the first paint.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument>
      {children}
      <JsonLd data={organizationJsonLd()} />
      {publicEnv.gtmId ? <InlineScript source={gtmLoaderScript(publicEnv.gtmId)} /> : null}
    </SiteDocument>
  );
}
