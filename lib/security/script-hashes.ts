import { createHash } from "node:crypto";

/**
 * The inline scripts of a prerendered page and the CSP source that allows each by hash (CSP Level 3,
 * "hash-source"). The browser hashes a script's text as its parser read it, in UTF-8: the raw bytes between
 * `<script …>` and `</script>` (script is a raw-text element: no entity decoding), after the input stream's
 * newline normalisation (CR LF and lone CR become LF). These helpers hash the same bytes.
 */

/** A `<script>` with no `src`; group 1 its attributes, group 2 its text. Script text cannot contain `</script`. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/**
 * JSON data blocks (`application/ld+json`): never run, so never checked. Any other type is hashed: a
 * script of a type the browser does not run only costs the header a few bytes, while a missed one (an
 * import map, speculation rules, one of the dozen JavaScript MIME types) would be blocked.
 */
const DATA_BLOCK_TYPE = /^(?:application|text)\/(?:[a-z.+-]*\+)?json$/;

/**
 * `<!--` inside a script puts the HTML parser into its "script data escaped" states, where a later `<script`
 * changes where the element ends; a pattern cannot follow that, so such a page is refused rather than
 * hashed wrongly. Next.js and React escape `<` in what they inline (`\u003c`), so it does not occur.
 */
const ESCAPED_SCRIPT_DATA = "<!--";

/** The text of each inline script the browser would run, in document order. Throws on text it cannot hash exactly. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (type && DATA_BLOCK_TYPE.test((type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase())) continue;
    if (text.includes(ESCAPED_SCRIPT_DATA)) {
      throw new Error(`An inline script contains "${ESCAPED_SCRIPT_DATA}", which cannot be hashed reliably`, {
        cause: text.slice(0, 200),
      });
    }
    scripts.push(text.replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

/** The CSP source allowing exactly this script text: `'sha256-<base64>'`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Next.js's RSC payload scripts (`self.__next_f.push(…)`): they differ on every page, and on a page rendered
 * on request Next.js gives them the request's nonce. Every other inline script is the site's own or React's.
 */
export function isFlightPayload(text: string): boolean {
  return text.startsWith("self.__next_f.push(") || text.startsWith("(self.__next_f=self.__next_f||[]).push(");
}
