import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { type PageSection, CUT, cutText, getSectionPage, getSectionPages, PAGE_SECTIONS } from "@/lib/content";
import { ContentPageView } from "./content-page-view";
import { LinkCards } from "./link-cards";

/** Names used in breadcrumbs and the child-page list of each section. */
const SECTION_LABELS: Record<PageSection, { name: string; children: string }> = {
  solutions: { name: "Auto transport solutions", children: "Transport solutions" },
  guides: { name: "Shipping guide", children: "Guides" },
  locations: { name: "Shipping locations", children: "Where we ship" },
};

/** A section's index page: its content plus links to every page in the section. */
export async function SectionIndexPage({ section, extra, after }: { section: PageSection; extra?: { href: string; title: string; summary: string }[]; after?: ReactNode }) {
  const [page, children] = await Promise.all([getSectionPage(section), getSectionPages(section)]);
  if (!page) notFound();
  const cards = [...children.map((c) => ({ href: c.path, title: c.title, summary: cutText(c.summary, CUT.featuredExcerpt) })), ...(extra ?? [])];
  return (
    <ContentPageView page={page}>
      {after}
      <LinkCards heading={SECTION_LABELS[section].children} cards={cards} />
    </ContentPageView>
  );
}

/** One page of a section, with breadcrumbs back to the section index. */
export async function SectionChildPage({ section, slug, after }: { section: PageSection; slug: string; after?: ReactNode }) {
  const page = await getSectionPage(section, slug);
  if (!page) notFound();
  const base = PAGE_SECTIONS[section].base;
  return (
    <ContentPageView page={page} crumbs={[{ name: SECTION_LABELS[section].name, href: base }, { name: page.title, href: page.path }]}>
      {after}
    </ContentPageView>
  );
}
