import sanitizeHtml from "sanitize-html";
import { rewriteAssetUrl, type AssetHosts, configuredAssetHosts } from "./asset-url";

/**
 * The only HTML the site renders from content: Markdown output or a CMS's HTML after this filter.
 * Scripts, styles, iframes, event-handler attributes and javascript: URLs never survive; image
 * sources are moved from the content host to the public host.
 */
export function sanitizeContentHtml(html: string, hosts: AssetHosts = configuredAssetHosts()): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "strong", "em", "b", "i", "code", "pre", "blockquote",
      "ul", "ol", "li", "a", "img", "figure", "figcaption",
      "table", "caption", "thead", "tbody", "tr", "th", "td", "span", "sup", "sub",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      "*": ["id"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: rewriteAssetUrl(attribs.src, hosts) } : {}),
          loading: "lazy",
          decoding: "async",
        },
      }),
      // Links that leave the site must not hand it window.opener.
      a: (tagName, attribs) =>
        attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
    },
  });
}
