import type { Metadata } from "next";
import { BlogIndex } from "@/components/content/blog-index";
import { LISTING_PAGES, contentMetadata, getBlogPage } from "@/lib/content";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.blog, path: "/blog" });

export default async function BlogPage() {
  return <BlogIndex data={await getBlogPage(1)} />;
}
