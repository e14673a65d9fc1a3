import type { Metadata } from "next";
import { BlogIndex } from "@/components/content/blog-index";
import { getBlogPage } from "@/lib/content";
import { LISTING_PAGES } from "@/lib/content/listing-pages";
import { contentMetadata } from "@/lib/content/metadata";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.blog, path: "/blog" });

export default async function BlogPage() {
  return <BlogIndex data={await getBlogPage(1)} />;
}
