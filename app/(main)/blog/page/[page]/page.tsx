import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogIndex } from "@/components/content/blog-index";
import { blogPageHref } from "@/components/content/pagination";
import { LISTING_PAGES, contentMetadata, getBlogPage, getBlogPageCount } from "@/lib/content";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

/** Page 1 lives at /blog; these are pages 2…n. */
export async function generateStaticParams() {
  const count = await getBlogPageCount();
  return Array.from({ length: count - 1 }, (_, i) => ({ page: String(i + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return contentMetadata({
    title: `${LISTING_PAGES.blog.title}, page ${page}`,
    description: LISTING_PAGES.blog.description,
    path: blogPageHref(page),
  });
}

export default async function BlogListPage({ params }: Props) {
  const page = Number((await params).page);
  const data = await getBlogPage(page);
  if (!Number.isInteger(page) || page < 2 || page > data.totalPages) notFound();
  return <BlogIndex data={data} />;
}
