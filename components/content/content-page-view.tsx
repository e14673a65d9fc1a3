import type { ReactNode } from "react";
import type { Crumb, ContentPageData } from "@/lib/content";
import { BannerBlock } from "./blocks/banner-block";
import { BlockList } from "./blocks/block-list";
import { TableOfContents } from "./blocks/table-of-contents";
import { Breadcrumbs } from "./breadcrumbs";
import { ContentHero } from "./content-hero";

type ContentPageViewProps = {
  page: ContentPageData;
  /** Trail after Home; the last item is this page. Omit on top-level pages. */
  crumbs?: Crumb[];
  /** Extra sections after the blocks (child page links, a map). */
  children?: ReactNode;
};

/** The shared layout of service, solution, guide and location pages. */
export function ContentPageView({ page, crumbs, children }: ContentPageViewProps) {
  return (
    <article className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
      {crumbs ? <Breadcrumbs items={crumbs} /> : null}
      <ContentHero hero={page.hero} />
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents blocks={page.blocks} />
        </div>
        <div className="min-w-0">
          <BlockList blocks={page.blocks} />
        </div>
      </div>
      {children}
      <BannerBlock />
    </article>
  );
}
