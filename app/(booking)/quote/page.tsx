import type { Metadata } from "next";
import { QuoteFormIsland } from "@/components/quote/island/quote-form-island";
import { Hero } from "@/components/sections/hero";
import { TrustPoints } from "@/components/sections/trust-points";
import { QUOTE_FORM_ANCHOR } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Get your free car shipping quote",
    description: "Request a free, no-obligation vehicle shipping quote in three short steps.",
    path: "/quote",
  }),
  robots: { index: false, follow: false },
};

export default function QuotePage() {
  return (
    <>
      <Hero
        id="quote-hero"
        title="Your free car shipping quote"
        video={false}
        form={
          <div id={QUOTE_FORM_ANCHOR} className="rounded-2xl border border-line bg-surface-2 p-6">
            <QuoteFormIsland variant="full" />
          </div>
        }
      />
      <div className="mx-auto max-w-6xl px-6 pb-12">
        <div id="quick-calculator" className="rounded-2xl border border-line bg-surface-2 p-6">
          <QuoteFormIsland variant="quick" title="Quick price calculator" />
        </div>
        <TrustPoints />
      </div>
    </>
  );
}
