import type { AssetHosts } from "../../asset-url";
import { RENDERED_HTML_CACHE_ENTRIES } from "../../constants";
import { renderMarkdown } from "../../markdown";

/**
 * Markdown → sanitised HTML, once per source text. Rendering a post costs milliseconds while reading a
 * cached string costs nothing, and one query may ask for the same body many times (aliases, a post reached
 * through several categories). The source text is the key, so an edited post is rendered afresh; the
 * asset hosts are kept beside the HTML because they change the image URLs in it. Oldest entries go first.
 */
const cache = new Map<string, { hosts: string; html: string }>();

export function renderedHtml(markdown: string, hosts: AssetHosts): string {
  const hostsKey = `${hosts.from ?? ""} ${hosts.to ?? ""}`;
  const hit = cache.get(markdown);
  if (hit?.hosts === hostsKey) return hit.html;

  const html = renderMarkdown(markdown, hosts);
  cache.delete(markdown);
  if (cache.size >= RENDERED_HTML_CACHE_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(markdown, { hosts: hostsKey, html });
  return html;
}
