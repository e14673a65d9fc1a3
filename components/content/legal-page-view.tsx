import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { formatContentDate, getLegalPage, isoDate } from "@/lib/content";
import { Breadcrumbs } from "./breadcrumbs";
import { SanitizedHtml } from "./html";

/** A legal page from content/pages; `children` (a page's own control, like the opt-out) follow its text. */
export async function LegalPageView({ slug, children }: { slug: string; children?: ReactNode }) {
  const page = await getLegalPage(slug);
  if (!page) notFound();
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Breadcrumbs items={[{ name: page.title, href: `/${slug}` }]} />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{page.title}</h1>
        <p className="mt-2 text-muted">
          Last updated <time dateTime={isoDate(page.updated)}>{formatContentDate(page.updated)}</time>
        </p>
      </header>
      <SanitizedHtml html={page.contentHtml} />
      {children}
    </article>
  );
}
