import { cache } from "react";
import { articleHtml } from "../table-scroll";
import { sanitizeContentHtml } from "../sanitize";
import { rewriteAssetUrl } from "../asset-url";
import type { PageSection } from "../constants";
import { LEGAL_PAGE_QUERY, SECTION_PAGES_QUERY, SECTION_PAGE_QUERY, SERVICE_GROUPS_QUERY, SERVICE_PAGE_QUERY } from "../queries/site";
import type {
  ContentImageFieldsFragment,
  ContentPageFieldsFragment,
  LegalPageQuery,
  PageSection as PageSectionEnum,
  SectionPagesQuery,
  ServiceGroupsQuery,
} from "../queries/generated/graphql";
import { runQuery } from "./run-query";

export type ContentPageData = ContentPageFieldsFragment;
export type ContentBlock = ContentPageData["blocks"][number];
export type ServiceGroup = ServiceGroupsQuery["serviceGroups"][number];
export type PageLink = SectionPagesQuery["sectionPages"][number];
export type LegalPage = NonNullable<LegalPageQuery["legalPage"]>;
type ContentImageNode = ContentImageFieldsFragment;

const SECTION_ENUM: Record<PageSection, PageSectionEnum> = { solutions: "SOLUTIONS", guides: "GUIDES", locations: "LOCATIONS" };

const clean = (html: string | null) => (html === null ? null : sanitizeContentHtml(html));
const image = (img: ContentImageNode): ContentImageNode => ({ ...img, src: rewriteAssetUrl(img.src) });

/** HTML is sanitised and image hosts rewritten here too, so a remote source is held to the same rules. */
function cleanPage(page: ContentPageData): ContentPageData {
  return {
    ...page,
    hero: { ...page.hero, image: image(page.hero.image) },
    blocks: page.blocks.map((block) => ({
      ...block,
      contentHtml: clean(block.contentHtml),
      image: block.image ? image(block.image) : null,
      items: block.items.map((item) => ({ ...item, item: sanitizeContentHtml(item.item), contentHtml: clean(item.contentHtml) })),
      cards: block.cards.map((card) => ({
        ...card,
        contentHtml: sanitizeContentHtml(card.contentHtml),
        image: card.image ? image(card.image) : null,
      })),
    })),
  };
}

export const getServiceGroups = cache(async (): Promise<ServiceGroup[]> => (await runQuery(SERVICE_GROUPS_QUERY, {})).serviceGroups);

/**
 * Every catalogue path as route params (segments: ["open-auto-shipping"] or ["heavy-equipment-shipping",
 * "tractor-shipping"]) with its page's URL and the URL of the page it shows.
 */
export async function getServicePaths(): Promise<{ path: string; canonicalPath: string; segments: string[] }[]> {
  return (await getServiceGroups()).flatMap((group) => [
    { path: group.path, canonicalPath: group.path, segments: [group.slug] },
    ...group.children.map((child) => ({ path: child.path, canonicalPath: child.canonicalPath, segments: [group.slug, child.slug] })),
  ]);
}

export const getServicePage = cache(async (path: string): Promise<ContentPageData | null> => {
  const { servicePage } = await runQuery(SERVICE_PAGE_QUERY, { path });
  return servicePage ? cleanPage(servicePage) : null;
});

/** A section page (solutions, guides, locations); the section's index page when slug is omitted. */
export const getSectionPage = cache(async (section: PageSection, slug?: string): Promise<ContentPageData | null> => {
  const { sectionPage } = await runQuery(SECTION_PAGE_QUERY, { section: SECTION_ENUM[section], slug: slug ?? null });
  return sectionPage ? cleanPage(sectionPage) : null;
});

export const getSectionPages = cache(async (section: PageSection): Promise<PageLink[]> =>
  (await runQuery(SECTION_PAGES_QUERY, { section: SECTION_ENUM[section] })).sectionPages,
);

export const getLegalPage = cache(async (slug: string): Promise<LegalPage | null> => {
  const { legalPage } = await runQuery(LEGAL_PAGE_QUERY, { slug });
  return legalPage ? { ...legalPage, contentHtml: articleHtml(legalPage.contentHtml) } : null;
});
