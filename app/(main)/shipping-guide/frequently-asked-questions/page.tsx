import type { Metadata } from "next";
import { FaqView } from "@/components/content/faq-view";
import { getFaq } from "@/lib/content";
import { LISTING_PAGES } from "@/lib/content/listing-pages";
import { contentMetadata } from "@/lib/content/metadata";

const PATH = "/shipping-guide/frequently-asked-questions";

export const metadata: Metadata = contentMetadata({ ...LISTING_PAGES.guideFaq, path: PATH });

export default async function GuideFaqPage() {
  return (
    <FaqView
      heading={LISTING_PAGES.guideFaq.heading}
      intro={LISTING_PAGES.guideFaq.description}
      groups={await getFaq()}
      crumbs={[
        { name: "Shipping guide", href: "/shipping-guide" },
        { name: "Frequently asked questions", href: PATH },
      ]}
    />
  );
}
