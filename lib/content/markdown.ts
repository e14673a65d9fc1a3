import { Marked } from "marked";
import { sanitizeContentHtml } from "./sanitize";
import type { AssetHosts } from "./asset-url";

// One parser instance with GitHub-flavoured Markdown (tables, autolinks); no global options touched.
const parser = new Marked({ gfm: true, breaks: false });

/** Markdown from a content file → sanitised HTML, ready to render. */
export function renderMarkdown(markdown: string, hosts?: AssetHosts): string {
  const html = parser.parse(markdown, { async: false });
  return sanitizeContentHtml(html, hosts);
}

/** Inline Markdown (no wrapping <p>) for short fields such as list item text. */
export function renderInlineMarkdown(markdown: string, hosts?: AssetHosts): string {
  return sanitizeContentHtml(parser.parseInline(markdown, { async: false }), hosts);
}
