import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPageView } from "@/components/content/content-page-view";
import { SERVICES_PATH } from "@/lib/config";
import { contentPageMetadata, getServiceGroups, getServicePage, getServicePaths } from "@/lib/content";

type Props = { params: Promise<{ group: string; service: string }> };

export const dynamicParams = false;

/**
 * Every service of the catalogue, hidden ones included (their pages exist, they are just not in menus).
 * A service listed under a second group has no page there: next.config.ts redirects that URL to its page.
 */
export async function generateStaticParams() {
  return (await getServicePaths()).flatMap(({ path, canonicalPath, segments: [group, service] }) =>
    group && service && path === canonicalPath ? [{ group, service }] : [],
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { group, service } = await params;
  const page = await getServicePage(`/${group}/${service}`);
  return page ? contentPageMetadata(page) : {};
}

export default async function ServicePage({ params }: Props) {
  const { group: groupSlug, service } = await params;
  const [page, groups] = await Promise.all([getServicePage(`/${groupSlug}/${service}`), getServiceGroups()]);
  const group = groups.find((g) => g.slug === groupSlug);
  if (!page || !group) notFound();
  return (
    <ContentPageView
      page={page}
      crumbs={[
        { name: "Services", href: SERVICES_PATH },
        { name: group.title, href: group.path },
        { name: page.title, href: page.path },
      ]}
    />
  );
}
