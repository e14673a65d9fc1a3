/**
 * The site's inline scripts, all of them in this folder: JavaScript the server writes into the HTML, which the
 * browser runs as it parses the page, before any bundle has loaded. (JSON-LD, components/ui/json-ld.tsx, is data,
 * not a script.) Every one keeps this contract, which tests/unit/components/inline-scripts/evaluate.test.ts checks by
 * running each script's text alone in an empty context with a fake of only the globals the script names:
 *
 * - **Its text is all it has.** A script imports nothing and reaches no module binding: written as a string, it
 *   names only browser globals; written as a TypeScript function (for types and tests), it is serialised with
 *   `scriptCalling` below, so it uses only its parameters and browser globals. Every setting and every helper it
 *   needs comes in as an argument: a JSON value, another such function, or `inBrowser("location.search")`.
 * - **Only syntax no build step rewrites.** A function's text is what the server's bundler made of it, never
 *   transpiled for browsers: nothing that compiles to a helper or to code outside the function (TS enums and
 *   namespaces, parameter properties, decorators), and only syntax Next.js's default browsers run (ES2022).
 * - **Its globals are named.** Each file says which browser globals its script touches; the test gives it
 *   those and nothing else.
 * - **The same bytes on every render.** The CSP allows an inline script by the hash of its text, taken after the
 *   build from the prerendered pages (scripts/csp-manifest.mjs, docs/security.md): nothing in it may vary per
 *   request (a time or an id is read in the browser, as the script runs).
 * - **Where it renders.** A script for the whole document renders once, in `<head>` (head-scripts.tsx); one that
 *   works on its own element renders as that element's first child, only while React hydrates the server's
 *   HTML (hydration-script.tsx), and finds it as `document.currentScript.parentElement`.
 */

/** A value the script reads in the browser as it runs: an expression of browser globals. */
export type BrowserExpression = { readonly inBrowser: string };

export function inBrowser(expression: string): BrowserExpression {
  return { inBrowser: expression };
}

/** An argument of a serialised function: a JSON value, a browser expression, a helper function, or an object of them. */
export type ScriptArgument =
  | string
  | number
  | boolean
  | null
  | BrowserExpression
  | ((...args: never[]) => unknown)
  | readonly ScriptArgument[]
  | { readonly [key: string]: ScriptArgument };

function isBrowserExpression(value: object): value is BrowserExpression {
  return "inBrowser" in value && typeof value.inBrowser === "string";
}

/** An object key as source: bare when it is a plain name (shorter), else quoted. */
const keyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** An argument as source text: functions as their text, browser expressions as written, the rest as JSON. */
function sourceOf(value: ScriptArgument): string {
  if (typeof value === "function") return `(${value.toString()})`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(sourceOf).join(",")}]`;
  if (isBrowserExpression(value)) return value.inBrowser;
  const entries = Object.entries(value as Record<string, ScriptArgument>);
  return `{${entries.map(([key, part]) => `${keyOf(key)}:${sourceOf(part)}`).join(",")}}`;
}

/** The script that calls `fn` with `args`, written out as source (the contract above). */
export function scriptCalling(fn: (...args: never[]) => unknown, ...args: ScriptArgument[]): string {
  return `(${fn.toString()})(${args.map(sourceOf).join(",")});`;
}

/** An inline script element. */
export function InlineScript({ source }: { source: string }) {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
