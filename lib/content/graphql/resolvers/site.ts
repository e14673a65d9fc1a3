import { GraphQLError } from "graphql";
import { serviceHref } from "@/lib/config";
import { INDEX_SLUG, PAGE_SECTIONS, type PageSection } from "../../constants";
import type { ContentPageRecord } from "../../load/store-types";
import type { LocationNode } from "../../schemas/locations";
import { rewriteAssetUrl } from "../../asset-url";
import type { ContentContext } from "../context";
import { toGqlBlocks, toGqlImage } from "./blocks";
import { renderedHtml } from "./rendered-html";

type SectionEnum = "SOLUTIONS" | "GUIDES" | "LOCATIONS";
const SECTION: Record<SectionEnum, PageSection> = { SOLUTIONS: "solutions", GUIDES: "guides", LOCATIONS: "locations" };

function toGqlPage(page: ContentPageRecord, path: string, slug: string, canonical: string, ctx: ContentContext) {
  return {
    path,
    slug,
    title: page.title,
    seo: page.seo,
    hero: { heading: page.hero.heading, intro: page.hero.intro, image: toGqlImage(page.hero.image, ctx.hosts) },
    canonical: page.canonical ?? canonical,
    blocks: toGqlBlocks(page.blocks, page.file, ctx.hosts),
    source: page.file,
  };
}

function sectionPath(section: PageSection, slug: string): string {
  const base = PAGE_SECTIONS[section].base;
  return slug === INDEX_SLUG ? base : `${base}/${slug}`;
}

type GqlLocation = Omit<LocationNode, "children" | "image" | "url" | "subtitle"> & {
  image: string | null;
  url: string | null;
  subtitle: string | null;
  children: GqlLocation[];
};

function toGqlLocation(node: LocationNode, ctx: ContentContext): GqlLocation {
  return {
    slug: node.slug,
    name: node.name,
    lat: node.lat,
    lng: node.lng,
    icon: node.icon,
    image: node.image ? rewriteAssetUrl(node.image, ctx.hosts) : null,
    url: node.url ?? null,
    subtitle: node.subtitle ?? null,
    children: (node.children ?? []).map((child) => toGqlLocation(child, ctx)),
  };
}

export const siteResolvers = {
  Query: {
    serviceGroups: (_: unknown, __: unknown, ctx: ContentContext) => {
      const entries = ctx.store.services();
      return ctx.store.catalogue().groups.map((group) => ({
        slug: group.slug,
        title: group.title,
        icon: group.icon,
        summary: group.summary,
        path: serviceHref(group.slug),
        children: entries
          .filter((e) => e.group === group.slug && e.href !== serviceHref(group.slug))
          .map((e) => ({ slug: e.slug, title: e.title, summary: e.summary, hidden: e.hidden, path: e.href, canonicalPath: e.canonicalHref })),
      }));
    },
    servicePage: (_: unknown, args: { path: string }, ctx: ContentContext) => {
      const page = ctx.store.servicePage(`/${args.path.replace(/^\/+|\/+$/g, "")}`);
      return page ? toGqlPage(page, page.entry.href, page.entry.slug, page.entry.canonicalHref, ctx) : null;
    },
    sectionPage: (_: unknown, args: { section: SectionEnum; slug?: string | null }, ctx: ContentContext) => {
      const section = SECTION[args.section];
      const slug = args.slug ?? INDEX_SLUG;
      const page = ctx.store.sectionPage(section, slug);
      if (!page) return null;
      const path = sectionPath(section, slug);
      return toGqlPage(page, path, slug, path, ctx);
    },
    sectionPages: (_: unknown, args: { section: SectionEnum }, ctx: ContentContext) => {
      const section = SECTION[args.section];
      return ctx.store.sectionSlugs(section).map((slug) => {
        const page = ctx.store.sectionPage(section, slug);
        if (!page) throw new GraphQLError(`Missing page ${slug}`);
        return { slug, path: sectionPath(section, slug), title: page.title, summary: page.hero.intro, menu: page.menu ?? null };
      });
    },
    locations: (_: unknown, __: unknown, ctx: ContentContext) => ctx.store.locations().map((n) => toGqlLocation(n, ctx)),
    faq: (_: unknown, __: unknown, ctx: ContentContext) =>
      ctx.store.faq().map((group, g) => ({
        id: `faq-${g + 1}`,
        title: group.title,
        items: group.items.map((item, i) => ({
          id: `faq-${g + 1}-${i + 1}`,
          question: item.question,
          answerHtml: renderedHtml(item.answer, ctx.hosts),
        })),
      })),
    reviews: (_: unknown, __: unknown, ctx: ContentContext) => {
      const file = ctx.store.reviews();
      return { note: file.note, items: file.reviews };
    },
    pressOutlets: (_: unknown, __: unknown, ctx: ContentContext) => ctx.store.press(),
    transportTypes: (_: unknown, __: unknown, ctx: ContentContext) =>
      ctx.store.transportTypes().map((t) => ({ ...t, image: rewriteAssetUrl(t.image, ctx.hosts) })),
    legalPage: (_: unknown, args: { slug: string }, ctx: ContentContext) => {
      const page = ctx.store.legalPage(args.slug);
      return page
        ? { slug: args.slug, title: page.title, description: page.description, updated: page.updated, contentHtml: renderedHtml(page.markdown, ctx.hosts) }
        : null;
    },
  },
};
