import type { Metadata } from "next";
import { FaqView } from "@/components/content/faq-view";
import { LISTING_PAGES, contentMetadata, getFaq } from "@/lib/content";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.faq, path: "/frequently-asked-questions" });

export default async function FaqPage() {
  return <FaqView heading={LISTING_PAGES.faq.heading} intro={LISTING_PAGES.faq.description} groups={await getFaq()} />;
}
