import localFont from "next/font/local";

/**
 * The site's one typeface, for both documents the app renders: the root layout's and the 404 page for unmatched
 * URLs (app/global-not-found.tsx, which has its own <html>).
 */
export const inter = localFont({
  // @fontsource-variable/inter's latin file cut to weights 400–800 by scripts/subset-font.mjs (run by build and dev).
  src: "./generated/inter-latin-wght-400-800.woff2",
  variable: "--font-inter",
  // `optional` and not preloaded: when Inter is not in the cache, a page paints in the size-adjusted fallback
  // (its text held at most the browser's ~100 ms block, counted from the first layout that asks for the font)
  // and never swaps. With `swap`, on a slow connection the hero's label wrapped differently in the fallback and
  // moved the form 24 px when Inter arrived (CLS 0.07 on / and /quote). A preload made Chrome hold the first
  // paint for the file up to that block period, and on a throttled phone the file came after it anyway (about
  // 1.8 s into the load against a first paint near 1 s): LCP without ÷ with the preload 0.85–0.91×, 5 interleaved
  // rounds (docs/benchmarks.md, 2026-11-29). The file still loads on the first page, so every later page view
  // paints in Inter.
  preload: false,
  display: "optional",
  weight: "400 800",
});
