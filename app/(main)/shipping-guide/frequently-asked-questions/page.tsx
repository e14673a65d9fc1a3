import type { Metadata } from "next";
import { FaqView } from "@/components/content/faq-view";
import { LISTING_PAGES, contentMetadata, getFaq } from "@/lib/content";

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
