import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { ClientNavigation } from "@/components/ui/client-navigation";
import { JsonLd } from "@/components/ui/json-ld";
import { HeadScripts } from "@/components/inline-scripts/head-scripts";
import { InlineScript } from "@/components/inline-scripts/inline-script";
import { gtmLoaderScript } from "@/components/inline-scripts/gtm-loader";
import { getEnv } from "@/lib/config/env";
import { publicEnv } from "@/lib/config/public-env";
import { siteConfig } from "@/lib/config/site";
import { organizationJsonLd } from "@/lib/seo/server";
import "./globals.css";

const inter = localFont({
  // @fontsource-variable/inter's latin file cut to weights 400–800 by scripts/subset-font.mjs (run by build and dev).
  src: "./fonts/generated/inter-latin-wght-400-800.woff2",
  variable: "--font-inter",
  // Preloaded and `optional`: a page paints in Inter when the file arrives within the browser's short block
  // period, as it does on a fast connection, and otherwise stays in the fallback for that page view, with no
  // swap. With `swap`, on a slow connection the hero's label wrapped differently in the fallback and moved the
  // form 24 px when Inter arrived (CLS 0.07 on / and /quote under Lighthouse's network throttling).
  display: "optional",
  weight: "400 800",
});

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: `${siteConfig.name}: car and vehicle shipping`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1220" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <HeadScripts />
      </head>
      <body className="min-h-dvh antialiased">
        <a
          href="#main"
          className="sr-only z-50 min-h-6 min-w-6 rounded bg-brand px-4 py-2 text-brand-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
        >
          Skip to content
        </a>
        {children}
        <ClientNavigation />
        <JsonLd data={organizationJsonLd()} />
        {publicEnv.gtmId ? <InlineScript source={gtmLoaderScript(publicEnv.gtmId)} /> : null}
      </body>
    </html>
  );
}
