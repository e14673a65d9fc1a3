import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { LISTING_PAGES, contentMetadata, getCategories } from "@/lib/content";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.categories, path: "/category" });

export default async function CategoriesPage() {
  const categories = (await getCategories()).filter((c) => c.count > 0);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <Breadcrumbs
        items={[
          { name: "Blog", href: "/blog" },
          { name: "Categories", href: "/category" },
        ]}
      />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
          {LISTING_PAGES.categories.heading}
        </h1>
        <p className="mt-2 max-w-prose text-muted">{LISTING_PAGES.categories.description}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              href={c.href}
              className="block h-full rounded-2xl border border-line p-4 hover:border-brand hover:bg-surface-2"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="text-lg font-semibold text-brand">{c.name}</span>
                <span className="text-sm text-muted">
                  {c.count} {c.count === 1 ? "article" : "articles"}
                </span>
              </span>
              <span className="mt-1 block text-muted">{c.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
