// A page's no-JavaScript twin: the same HTML with every <script> element that runs or fetches something and
// every link that fetches a script ahead (modulepreload, or preload as="script") cut out, and nothing else
// touched. A data block (a <script> whose type HTML does not run, such as the JSON-LD a search engine reads)
// is content, so the twin keeps it. parse5 parses the document as a browser does and gives each element's
// source offsets; the cuts are made in the original text, so the twin's markup, whitespace and inline styles are
// the page's own byte for byte.
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const attribute = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value.toLowerCase() ?? "";

/** The JavaScript MIME type essences (https://mimesniff.spec.whatwg.org/#javascript-mime-type). */
const JAVASCRIPT_TYPES = new Set([
  ...["ecmascript", "javascript", "x-ecmascript", "x-javascript"].map((t) => `application/${t}`),
  ...["ecmascript", "javascript", "jscript", "livescript", "x-ecmascript", "x-javascript"].map((t) => `text/${t}`),
  ...["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"].map((v) => `text/javascript${v}`),
]);

/**
 * HTML runs a <script> with no type, an empty one or a JavaScript MIME type, and processes "module", "importmap"
 * and "speculationrules" (https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element). Any
 * other type makes it a data block, which the browser neither runs nor fetches from.
 */
function isDataBlock(element: Element) {
  if (!element.attrs.some((a) => a.name === "type")) return false;
  const type = attribute(element, "type").trim();
  return type !== "" && !JAVASCRIPT_TYPES.has(type) && !["module", "importmap", "speculationrules"].includes(type);
}

function fetchesScript(element: Element) {
  if (element.tagName === "script") return !isDataBlock(element);
  if (element.tagName !== "link") return false;
  const rel = attribute(element, "rel").split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attribute(element, "as") === "script");
}

function collect(node: Node, found: Element[]) {
  if ("tagName" in node && fetchesScript(node)) {
    found.push(node);
    return;
  }
  // A <template>'s children live in its content fragment, not in childNodes.
  const children =
    "content" in node && node.content ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) collect(child, found);
}

/** The HTML without its scripts, and how many elements were cut. */
export function stripScripts(html: string): { html: string; removed: number } {
  const found: Element[] = [];
  collect(parse(html, { sourceCodeLocationInfo: true }), found);
  const ranges = found
    .map((element) => element.sourceCodeLocation)
    .filter((location) => location != null)
    .map(({ startOffset, endOffset }) => [startOffset, endOffset] as const)
    .sort((a, b) => b[0] - a[0]);
  let out = html;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
  return { html: out, removed: ranges.length };
}
