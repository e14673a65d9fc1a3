import type { Metadata } from "next";
import { SectionChildPage } from "@/components/content/section-page";
import { contentPageMetadata, getSectionPage, getSectionPages } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getSectionPages("guides")).map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getSectionPage("guides", (await params).slug);
  return page ? contentPageMetadata(page) : {};
}

export default async function GuidePage({ params }: Props) {
  return <SectionChildPage section="guides" slug={(await params).slug} />;
}
