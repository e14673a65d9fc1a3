import { readFileSync } from "node:fs";
import path from "node:path";

/** The site's own illustrations are 1–4 KB; a larger file is left to its own request. */
const MAX_INLINE_SVG_BYTES = 8 * 1024;
/** Only files under public/images, named with letters, digits, dashes and slashes: no `..`, no query. */
const OWN_SVG = /^\/images\/[\w/-]+\.svg$/;
const cache = new Map<string, string | null>();

/**
 * A `data:` URL holding one of the site's own SVG illustrations (public/images/…), or null for anything else
 * (a CMS image, a large file, a missing one). For the first screen's image: the browser draws it with the
 * HTML instead of after a request of its own, so the largest paint comes with the first. Under Lighthouse's
 * network throttling that request was a round trip of 560 ms after the HTML.
 */
export function inlineSvgSrc(src: string): string | null {
  const known = cache.get(src);
  if (known !== undefined) return known;
  let inlined: string | null = null;
  if (OWN_SVG.test(src)) {
    try {
      const svg = readFileSync(path.join(process.cwd(), "public", src), "utf8");
      if (Buffer.byteLength(svg) <= MAX_INLINE_SVG_BYTES) inlined = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    } catch {
      inlined = null; // not in public/: the <img> keeps its URL and the link check reports it
    }
  }
  cache.set(src, inlined);
  return inlined;
}
