import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPageView } from "@/components/content/content-page-view";
import { LinkCards } from "@/components/content/link-cards";
import { SERVICES_PATH } from "@/lib/config";
import { contentPageMetadata, getServiceGroups, getServicePage } from "@/lib/content";

type Props = { params: Promise<{ group: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getServiceGroups()).map((group) => ({ group: group.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getServicePage(`/${(await params).group}`);
  return page ? contentPageMetadata(page) : {};
}

export default async function ServiceGroupPage({ params }: Props) {
  const { group: slug } = await params;
  const [page, groups] = await Promise.all([getServicePage(`/${slug}`), getServiceGroups()]);
  const group = groups.find((g) => g.slug === slug);
  if (!page || !group) notFound();
  const children = group.children.filter((c) => !c.hidden);
  return (
    <ContentPageView
      page={page}
      crumbs={[
        { name: "Services", href: SERVICES_PATH },
        { name: group.title, href: group.path },
      ]}
    >
      <LinkCards
        heading={`${group.title} services`}
        cards={children.map((c) => ({ href: c.canonicalPath, title: c.title, summary: c.summary }))}
      />
    </ContentPageView>
  );
}
