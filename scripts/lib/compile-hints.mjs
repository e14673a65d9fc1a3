// The rule scripts/compile-hints.mjs applies to a build, apart from the file system so that a test can hand it
// any pages and chunks: the script chunks a page runs as it starts get V8's per-file compile hint.
//
// Chromium compiles a script's functions lazily, on the main thread, the first time each is called; the hint
// (WICG's explicit JavaScript compile hints, per file, on by default since Chrome 136) has it compile every
// function of the file eagerly instead, on the thread that streams the script in. Next.js's start-up chunks
// call nearly all of theirs as the page boots (the module factories, React's, the router's), so their compiling
// moves off the main thread: measured in docs/benchmarks.md ("V8 compile hints on the start-up chunks"). A chunk
// fetched later (a widget's, on use) is left alone: compiling all of it at once would be work its visitor may
// never need.

/** The magic comment, on the file's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** A classic script the page loads by itself, under the build's chunk folder; `noModule` ones are for old browsers. */
const STARTUP_SCRIPT = /<script\b(?=[^>]*\bsrc="\/_next\/static\/chunks\/([^"/]+\.js)")(?![^>]*\bnoModule\b)[^>]*>/gi;

/**
 * The chunk files (names under .next/static/chunks) that some page's HTML loads as it starts.
 * @param {Iterable<string>} pages the HTML of each prerendered page
 * @returns {Set<string>}
 */
export function startupChunks(pages) {
  const chunks = new Set();
  for (const html of pages) for (const [, name] of html.matchAll(STARTUP_SCRIPT)) if (name) chunks.add(name);
  return chunks;
}

/**
 * A chunk's text with the hint on its first line; the same text when it already has it (a build step run twice).
 * @param {string} source
 * @returns {string}
 */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}
