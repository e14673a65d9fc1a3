/**
 * Content tables in a labelled scroll container: a post's table wider than a phone scrolled the whole page
 * sideways (by up to 142 px at 320 px). The container scrolls instead; it is focusable so a keyboard can
 * scroll it, and named (by the table's caption, else the heading it follows) so a screen reader says what the
 * stop is. It wraps sanitised HTML: the wrapper is the site's, never content's, so the sanitiser stays strict.
 */
import { sanitizeContentHtml } from "./sanitize";

const TABLE_OPENING = /<table(?:\s[^>]*)?>/g;
const TABLE_CLOSING = /<\/table>/g;
const HEADING = /<h[2-6][^>]*>([\s\S]*?)<\/h[2-6]>/g;
const CAPTION = /^<table[^>]*>\s*<caption[^>]*>([\s\S]*?)<\/caption>/;

/** The text of an HTML fragment, entities kept as they are, for an attribute value. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, "")
    .replace(/"/g, "&quot;")
    .replace(/\s+/g, " ")
    .trim();
}

/** The label of the table opening at `offset`: its caption, else the last heading before it, else "Table". */
function labelAt(html: string, offset: number): string {
  const caption = CAPTION.exec(html.slice(offset));
  if (caption?.[1] && textOf(caption[1])) return textOf(caption[1]);
  const headings = [...html.slice(0, offset).matchAll(HEADING)];
  const heading = headings.at(-1)?.[1];
  return heading && textOf(heading) ? `Table: ${textOf(heading)}` : "Table";
}

export function wrapTablesInScrollers(html: string): string {
  if (!html.includes("<table")) return html;
  return html
    .replace(
      TABLE_OPENING,
      (opening, offset: number) =>
        `<div class="table-scroll" role="region" tabindex="0" aria-label="${labelAt(html, offset)}">${opening}`,
    )
    .replace(TABLE_CLOSING, "</table></div>");
}

/** A post's or a legal page's body from the content service, as a page renders it: sanitised, tables wrapped. */
export function articleHtml(html: string): string {
  return wrapTablesInScrollers(sanitizeContentHtml(html));
}
