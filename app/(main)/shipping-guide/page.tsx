import type { Metadata } from "next";
import { SectionIndexPage } from "@/components/content/section-page";
import { contentPageMetadata, getSectionPage } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getSectionPage("guides");
  return page ? contentPageMetadata(page) : {};
}

export default async function GuideIndexPage() {
  return (
    <SectionIndexPage
      section="guides"
      extra={[
        {
          href: "/shipping-guide/frequently-asked-questions",
          title: "Shipping FAQ",
          summary: "Short answers to the questions customers ask most.",
        },
      ]}
    />
  );
}
