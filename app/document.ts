import type { Viewport } from "next";

/**
 * What both documents the app renders share in their <head>: the root layout's (every page) and the 404 page for
 * unmatched URLs (app/global-not-found.tsx, which has no layout above it).
 */
export const siteViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0b1220" },
  ],
};

/** The <body>'s classes in both documents. */
export const BODY_CLASS = "min-h-dvh antialiased";
