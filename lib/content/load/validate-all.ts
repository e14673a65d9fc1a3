import { PAGE_SECTIONS, REQUIRED_PAGES, type PageSection } from "../constants";
import { toGqlBlocks } from "../graphql/resolvers/blocks";
import { renderMarkdown } from "../markdown";
import type { ContentStore } from "./store";

export type ContentSummary = {
  posts: number;
  categories: number;
  servicePages: number;
  sectionPages: Record<PageSection, number>;
  legalPages: number;
  faqItems: number;
  locationRegions: number;
  reviews: number;
  pressOutlets: number;
  transportTypes: number;
  blocks: number;
};

/**
 * Loads every content file through its schema and renders every Markdown field, the same work the
 * build does; returns counts, or throws for the first bad or missing file.
 */
/** Which page files must exist; the shipped site requires REQUIRED_PAGES, fixtures fewer. */
export type RequiredPages = { legal: readonly string[] } & Partial<Record<PageSection, readonly string[]>>;

export function validateAllContent(store: ContentStore, required: RequiredPages = REQUIRED_PAGES): ContentSummary {
  const hosts = {};
  let blocks = 0;
  for (const post of store.posts()) renderMarkdown(post.markdown, hosts);
  const categories = store.categories();
  const services = store.services().map((entry) => {
    const page = store.servicePage(entry.path);
    if (!page) throw new Error(`No page for catalogue path ${entry.path}`);
    blocks += toGqlBlocks(page.blocks, page.file, hosts).length;
    return page;
  });
  const sectionPages = {} as Record<PageSection, number>;
  for (const section of Object.keys(PAGE_SECTIONS) as PageSection[]) {
    const slugs = store.sectionSlugs(section);
    for (const slug of required[section] ?? []) {
      if (!slugs.includes(slug)) throw new Error(`Missing content file ${PAGE_SECTIONS[section].folder}/${slug}.yaml`);
    }
    for (const slug of [undefined, ...slugs]) {
      const page = store.sectionPage(section, slug);
      if (!page) throw new Error(`Missing content file ${PAGE_SECTIONS[section].folder}/index.yaml`);
      blocks += toGqlBlocks(page.blocks, page.file, hosts).length;
    }
    sectionPages[section] = slugs.length + 1;
  }
  for (const slug of required.legal) {
    const page = store.legalPage(slug);
    if (!page) throw new Error(`Missing content file pages/${slug}.md`);
    renderMarkdown(page.markdown, hosts);
  }
  const faq = store.faq();
  faq.forEach((group) => group.items.forEach((item) => renderMarkdown(item.answer, hosts)));
  return {
    posts: store.posts().length,
    categories: categories.length,
    servicePages: services.length,
    sectionPages,
    legalPages: required.legal.length,
    faqItems: faq.reduce((n, g) => n + g.items.length, 0),
    locationRegions: store.locations().length,
    reviews: store.reviews().reviews.length,
    pressOutlets: store.press().length,
    transportTypes: store.transportTypes().length,
    blocks,
  };
}
