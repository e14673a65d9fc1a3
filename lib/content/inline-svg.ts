import { readFileSync } from "node:fs";
import path from "node:path";

/** The site's own illustrations are 1–5 KB; a larger file is left to its own request. */
const MAX_INLINE_SVG_BYTES = 8 * 1024;
/** Only files under public/images, named with letters, digits, dashes and slashes: no `..`, no query. */
const OWN_SVG = /^\/images\/([\w/-]+)\.svg$/;
/** The file's root element: its attributes and everything inside it. */
const ROOT = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const VIEW_BOX = /\bviewBox="([\d.\s-]+)"/;
/**
 * What an SVG written into the page could do beyond drawing: run a script, handle an event, embed HTML, restyle
 * the whole document (a <style> element), or link or load anything but its own parts (an href, or a paint's or a
 * style's url(…), not to a `#` id; in an <img> links are inert and nothing outside the file loads). A file with
 * any of these stays an <img>.
 */
const ACTIVE =
  /<script\b|<style\b|<foreignObject\b|\son[a-z]+\s*=|javascript:|\bhref\s*=\s*["'](?!#)|\burl\(\s*["']?(?!#)/i;

/** One of the site's own illustrations, ready to write into the page as an inline <svg>. */
export type InlineSvg = {
  viewBox: string;
  /** The root's children, its <title> dropped (the page's alt names the image) and its ids made the file's own. */
  body: string;
};

const cache = new Map<string, InlineSvg | null>();

/**
 * One of the site's own SVG illustrations (public/images/…) as markup for an inline <svg>, or null for anything
 * else (a CMS image, a large file, a missing one, one that does more than draw). For the first screen's image:
 * inside the HTML it is drawn with the first frame, without a round trip (560 ms under Lighthouse's network
 * throttling) and without the separate document, style and layout an <img> of an SVG costs (docs/benchmarks.md,
 * "The first frame against the floor"). Its ids get a prefix from the file's path, so that two illustrations in
 * one page never share one.
 */
export function inlineSvg(src: string): InlineSvg | null {
  const known = cache.get(src);
  if (known !== undefined) return known;
  const inlined = readOwnSvg(src);
  cache.set(src, inlined);
  return inlined;
}

function readOwnSvg(src: string): InlineSvg | null {
  const name = OWN_SVG.exec(src)?.[1];
  if (name === undefined) return null;
  let svg: string;
  try {
    svg = readFileSync(path.join(process.cwd(), "public", src), "utf8");
  } catch {
    return null; // not in public/: the <img> keeps its URL and the link check reports it
  }
  return svgForPage(svg, name);
}

/** An SVG file's text as an inline <svg>'s markup, its ids prefixed with `name`; null when it is not fit to be. */
export function svgForPage(svg: string, name: string): InlineSvg | null {
  if (Buffer.byteLength(svg) > MAX_INLINE_SVG_BYTES || ACTIVE.test(svg)) return null;
  const [, attributes = "", inner = ""] = ROOT.exec(svg) ?? [];
  const viewBox = VIEW_BOX.exec(attributes)?.[1];
  // A root closed early would put what follows it outside the <svg> the page writes.
  if (!viewBox || !inner || inner.includes("</svg>")) return null;
  const prefix = `svg-${name.replaceAll("/", "-")}-`;
  const body = inner
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, "")
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/\bhref="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`)
    .trim();
  return { viewBox, body };
}
