import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { BannerBlock } from "@/components/content/blocks/banner-block";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { SERVICES_PATH } from "@/lib/config";
import { LISTING_PAGES, contentMetadata, getServiceGroups } from "@/lib/content";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.services, path: SERVICES_PATH });

/** Every service group with its visible services; hidden services keep their pages but are not listed. */
export default async function ServicesPage() {
  const groups = await getServiceGroups();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
      <Breadcrumbs items={[{ name: "Services", href: SERVICES_PATH }]} />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{LISTING_PAGES.services.heading}</h1>
        <p className="mt-2 max-w-prose text-muted">{LISTING_PAGES.services.description}</p>
      </header>
      <ul className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => {
          const visible = group.children.filter((c) => !c.hidden && c.path === c.canonicalPath);
          return (
            <li key={group.slug} className="rounded-2xl border border-line p-6">
              <h2 className="text-xl font-bold">
                <Link href={group.path} className="text-brand hover:underline">
                  {group.title}
                </Link>
              </h2>
              <p className="mt-1 text-muted">{group.summary}</p>
              {visible.length ? (
                <ul className="mt-4 space-y-2">
                  {visible.map((child) => (
                    <li key={child.path}>
                      <Link
                        href={child.path}
                        className="font-medium text-fg underline-offset-2 hover:text-brand hover:underline"
                      >
                        {child.title}
                      </Link>
                      <span className="block text-sm text-muted">{child.summary}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <BannerBlock />
    </div>
  );
}
