import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { PostGrid } from "@/components/content/post-grid";
import { contentMetadata, getCategories, getCategoryWithPosts } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** Only categories with posts get a page: an empty listing is a dead end for readers and crawlers. */
export async function generateStaticParams() {
  return (await getCategories()).filter((c) => c.count > 0).map((c) => ({ slug: c.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getCategoryWithPosts((await params).slug);
  if (!found) return {};
  return contentMetadata({
    title: `${found.category.name}: Car Shipping Articles`,
    description: found.category.description,
    path: found.category.href,
  });
}

export default async function CategoryPage({ params }: Props) {
  const found = await getCategoryWithPosts((await params).slug);
  if (!found) notFound();
  const { category, posts } = found;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <Breadcrumbs
        items={[
          { name: "Blog", href: "/blog" },
          { name: "Categories", href: "/category" },
          { name: category.name, href: category.href },
        ]}
      />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{category.name}</h1>
        <p className="mt-2 max-w-prose text-muted">{category.description}</p>
        <p className="mt-1 text-sm text-muted">
          {posts.length} {posts.length === 1 ? "article" : "articles"}
        </p>
      </header>
      <PostGrid posts={posts} />
    </div>
  );
}
