import type { Viewport } from "next";
import type { ReactNode } from "react";
import { HeadScripts } from "@/components/inline-scripts/head-scripts";
import { SkipLink } from "@/components/layout/skip-link";
import { inter } from "./fonts/inter";

/**
 * What both documents the app renders share: the root layout's (every page) and the 404 page for unmatched URLs
 * (app/global-not-found.tsx, which has no layout above it).
 */
export const siteViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1220" },
  ],
};

/** The <html> both documents render: the font, the head's scripts, and the skip link before `children`. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <HeadScripts />
      </head>
      <body className="min-h-dvh antialiased">
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
