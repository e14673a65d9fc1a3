import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { inlineScripts, isFlightPayload, scriptHashSource } from "./script-hashes";

/**
 * The build's CSP manifest: the hash of every inline script of every prerendered page, written after
 * `next build` by scripts/csp-manifest.mjs and read by server.ts at start (./page-policy.ts). It lives in
 * .next, so each build replaces it with its own and none outlives the pages it describes.
 */
export const CSP_MANIFEST_FILE = path.join(".next", "csp-manifest.json");
/** Where Next.js writes the prerendered HTML of the App Router's pages. */
export const PRERENDERED_PAGES_DIR = path.join(".next", "server", "app");
/** The prerendered 404 page; Next.js serves it for a path no route matches. */
export const NOT_FOUND_ROUTE = "/_not-found";

const hashSource = z.string().regex(/^'sha256-[A-Za-z0-9+/]{43}='$/);

const cspManifestSchema = z.object({
  /** Each prerendered page's path (as requested, no trailing slash) → its inline scripts' hash sources. */
  pages: z.record(z.string().startsWith("/"), z.array(hashSource)),
  /**
   * Every inline script but Next's RSC payload, from every page: the site's own (components/inline-scripts:
   * theme, scrolled, disclosure, early picks, arrival capture, the forms' early recorders, the GTM loader) and
   * Next's Turbopack bootstrap, a handful of fixed strings. A page rendered on request carries the site's own
   * without a nonce (they are React elements, not Next's scripts), so they are allowed there by hash.
   */
  sharedScripts: z.array(hashSource),
});
export type CspManifest = z.infer<typeof cspManifestSchema>;

/** A prerendered page: its path and its HTML as the server sends it. */
type PrerenderedPage = { route: string; html: string };

/** The route a prerendered HTML file serves: `index.html` → `/`, `blog/x.html` → `/blog/x`; undefined if not HTML. */
export function routeOfPrerenderedFile(relativePath: string): string | undefined {
  const posix = relativePath.split(path.sep).join("/");
  if (!posix.endsWith(".html")) return undefined;
  const route = `/${posix.slice(0, -".html".length)}`;
  return route === "/index" ? "/" : route;
}

export function buildCspManifest(pages: Iterable<PrerenderedPage>): CspManifest {
  const manifest: CspManifest = { pages: {}, sharedScripts: [] };
  const sharedScripts = new Set<string>();
  for (const { route, html } of pages) {
    const hashes = new Set<string>();
    for (const script of inlineScripts(html)) {
      const source = scriptHashSource(script);
      hashes.add(source);
      if (!isFlightPayload(script)) sharedScripts.add(source);
    }
    manifest.pages[route] = [...hashes];
  }
  manifest.sharedScripts = [...sharedScripts].sort();
  return manifest;
}

/** Reads and checks the build's manifest; throws, saying what to do, when there is none. */
export function readCspManifest(root: string): CspManifest {
  const file = path.join(root, CSP_MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`No CSP manifest at ${file}: run \`npm run build\`, whose last step writes it`, { cause: error });
  }
  return cspManifestSchema.parse(JSON.parse(text));
}
