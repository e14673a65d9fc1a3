// Relative imports: next.config.ts loads this file, outside the bundler's `@/` alias (so it is not on the face).
import { catalogueEntries, getCatalogue, type Catalogue } from "./catalogue";

export type PermanentRedirect = { source: string; destination: string; permanent: true };

/**
 * The 308s that keep old service links working, for next.config.ts: each catalogue path's root-level URL
 * (/{group}, /{group}/{service}, where the pages lived before issue 13) and a service's URL under a
 * second group, each to the one page it shows. Exact paths, no patterns: other root-level pages
 * (/international-car-shipping, /blog, /shipping-locations, …) and unknown paths are never caught.
 */
export function serviceRedirects(catalogue: Catalogue = getCatalogue()): PermanentRedirect[] {
  const entries = catalogueEntries(catalogue);
  return [
    ...entries.map((e) => ({ source: e.path, destination: e.canonicalHref, permanent: true as const })),
    ...entries
      .filter((e) => e.href !== e.canonicalHref)
      .map((e) => ({ source: e.href, destination: e.canonicalHref, permanent: true as const })),
  ];
}
