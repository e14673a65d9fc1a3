import type { Metadata } from "next";
import { FaqView } from "@/components/content/faq-view";
import { getFaq } from "@/lib/content";
import { LISTING_PAGES } from "@/lib/content/listing-pages";
import { contentMetadata } from "@/lib/content/metadata";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.faq, path: "/frequently-asked-questions" });

export default async function FaqPage() {
  return <FaqView heading={LISTING_PAGES.faq.heading} intro={LISTING_PAGES.faq.description} groups={await getFaq()} />;
}
