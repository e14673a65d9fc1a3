import { loadBrokerFacts, resolveFactMarks, type BrokerFacts } from "@/lib/facts";
import { catalogueEntries, parseCatalogue, type Catalogue, type CatalogueEntry } from "../catalogue";
import { CONTENT_DIR, INDEX_SLUG, PAGE_SECTIONS, type PageSection } from "../constants";
import { faqFileSchema, type FaqFile } from "../schemas/faq";
import { locationsFileSchema, type LocationNode } from "../schemas/locations";
import { transportTypesFileSchema, type TransportTypesFile } from "../schemas/transport-types";
import { loadCategories, type CategoryRecord } from "./categories";
import { exists, listNames, readText } from "./files";
import { loadAliasCanonical, loadContentPage, loadLegalPage, type ContentPageRecord, type LegalPageRecord } from "./pages";
import { parseYamlFile } from "./parse-file";
import { loadPosts } from "./posts";

/**
 * Everything under one content root, loaded lazily and validated once per process. The GraphQL
 * resolvers read only this; nothing else touches the files.
 */
export type ContentStore = ReturnType<typeof createContentStore>;

function once<T>(load: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: load() }).v;
}

/** `load` once per key, kept for the process. */
function oncePer<T>(load: (key: string) => T): (key: string) => T {
  const loaded = new Map<string, T>();
  return (key) => {
    const hit = loaded.get(key);
    if (hit !== undefined) return hit;
    const value = load(key);
    loaded.set(key, value);
    return value;
  };
}

function optionalYaml<T>(root: string, file: string, read: (text: string) => T, empty: T): T {
  return exists(root, file) ? read(readText(root, file)) : empty;
}

/** A duplicate catalogue path may keep a file of its own only to name its canonical page, and must name it right. */
function checkAliasFile(root: string, read: (file: string) => string, entry: CatalogueEntry): void {
  const own = `services${entry.path}.yaml`;
  if (!exists(root, own)) return;
  if (loadAliasCanonical(read, own) !== entry.canonicalHref) {
    throw new Error(`Invalid content file ${own}: canonical: must be ${entry.canonicalHref} (the first catalogue entry's URL)`);
  }
}

export function createContentStore(root: string = CONTENT_DIR) {
  const facts = once((): BrokerFacts => loadBrokerFacts(root));
  /** A file's text with its fact marks resolved (lib/facts/marks.ts): what a claim that is off never reaches. */
  const read = (file: string): string => resolveFactMarks(readText(root, file), facts(), file);
  const posts = once(() => loadPosts(root));
  const categories = once((): CategoryRecord[] => loadCategories(root, posts()));
  const catalogue = once((): Catalogue => parseCatalogue(readText(root, "catalogue.yaml"), "catalogue.yaml"));
  const services = once((): CatalogueEntry[] => catalogueEntries(catalogue()));
  const page = oncePer((file): ContentPageRecord => loadContentPage(read, file));

  return {
    root,
    facts,
    posts,
    categories,
    catalogue,
    services,
    /** The page for a catalogue path (/{group}/{service}); a duplicate path gets its canonical entry's page. */
    servicePage(path: string): (ContentPageRecord & { entry: CatalogueEntry }) | null {
      const entry = services().find((e) => e.path === path);
      if (!entry) return null;
      if (entry.path !== entry.canonicalPath) checkAliasFile(root, read, entry);
      return { ...page(`services${entry.canonicalPath}.yaml`), entry };
    },
    sectionSlugs(section: PageSection): string[] {
      return listNames(root, PAGE_SECTIONS[section].folder, ".yaml").filter((name) => name !== INDEX_SLUG);
    },
    sectionPage(section: PageSection, slug: string = INDEX_SLUG): ContentPageRecord | null {
      const file = `${PAGE_SECTIONS[section].folder}/${slug}.yaml`;
      return exists(root, file) ? page(file) : null;
    },
    locations: once((): LocationNode[] =>
      optionalYaml(root, "locations.yaml", (t) => parseYamlFile(t, "locations.yaml", locationsFileSchema).regions, []),
    ),
    faq: once((): FaqFile["groups"] =>
      exists(root, "faq.yaml") ? parseYamlFile(read("faq.yaml"), "faq.yaml", faqFileSchema).groups : [],
    ),
    /** The reviews file broker.yaml names, and the press mentions it lists. */
    reviews: (): BrokerFacts["reviews"] => facts().reviews,
    press: (): BrokerFacts["press"] => facts().press,
    transportTypes: once((): TransportTypesFile["types"] =>
      optionalYaml(root, "transport-types.yaml", (t) => parseYamlFile(t, "transport-types.yaml", transportTypesFileSchema).types, []),
    ),
    legalPage(slug: string): LegalPageRecord | null {
      const file = `pages/${slug}.md`;
      return exists(root, file) ? loadLegalPage(read, file) : null;
    },
  };
}

let shared: ContentStore | undefined;

/** The process-wide store over content/. */
export function getContentStore(): ContentStore {
  shared ??= createContentStore();
  return shared;
}
