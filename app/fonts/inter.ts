import localFont from "next/font/local";

/**
 * The site's one typeface, for both documents the app renders: the root layout's and the 404 page for unmatched
 * URLs (app/global-not-found.tsx, which has its own <html>).
 */
export const inter = localFont({
  // @fontsource-variable/inter's latin file cut to weights 400–800 by scripts/subset-font.mjs (run by build and dev).
  src: "./generated/inter-latin-wght-400-800.woff2",
  variable: "--font-inter",
  // Preloaded and `optional`: a page paints in Inter when the file arrives within the browser's short block
  // period, as it does on a fast connection, and otherwise stays in the fallback for that page view, with no
  // swap. With `swap`, on a slow connection the hero's label wrapped differently in the fallback and moved the
  // form 24 px when Inter arrived (CLS 0.07 on / and /quote under Lighthouse's network throttling).
  display: "optional",
  weight: "400 800",
});
