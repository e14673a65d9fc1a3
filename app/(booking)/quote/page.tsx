import type { Metadata } from "next";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { TrustPoints } from "@/components/sections/trust-points";
import { siteConfig } from "@/lib/config/site";
import { pageMetadata } from "@/lib/seo/metadata";

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
    <section className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-4xl font-extrabold">Your free car shipping quote</h1>
      <p className="mt-3 text-lg text-muted">
        Three short steps, no obligation. Or call {siteConfig.phones.main.display}.
      </p>
      <div id="main-form" className="mt-8 rounded-2xl border border-line bg-surface-2 p-6">
        <QuoteFormIsland variant="full" />
      </div>
      <div id="quick-calculator" className="mt-8 rounded-2xl border border-line bg-surface-2 p-6">
        <QuoteFormIsland variant="quick" title="Quick price calculator" />
      </div>
      <TrustPoints />
    </section>
  );
}
