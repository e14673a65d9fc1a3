import type { Metadata } from "next";
import { SectionIndexPage } from "@/components/content/section-page";
import { contentPageMetadata, getSectionPage } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getSectionPage("solutions");
  return page ? contentPageMetadata(page) : {};
}

export default async function SolutionsIndexPage() {
  return <SectionIndexPage section="solutions" />;
}
