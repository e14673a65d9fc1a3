import type { Metadata } from "next";
import { QuoteFormIsland } from "@/components/quote/island/quote-form-island";
import { BenefitsSection } from "@/components/sections/benefits-section";
import { ContactSection } from "@/components/sections/contact-section";
import { Hero } from "@/components/sections/hero";
import { PressStrip } from "@/components/sections/press-strip";
import { ProcessSection } from "@/components/sections/process-section";
import { ReviewsSection } from "@/components/sections/reviews-section";
import { ServicesPicker } from "@/components/sections/services-picker";
import { SupportSection } from "@/components/sections/support-section";
import { QUOTE_FORM_ANCHOR } from "@/lib/config";
import { siteConfig } from "@/lib/config/site";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: `${siteConfig.name}: car and vehicle shipping with licensed, insured carriers`,
  description: siteConfig.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <Hero
        form={
          <div id={QUOTE_FORM_ANCHOR} className="rounded-2xl border border-line bg-surface-2 p-6">
            <QuoteFormIsland variant="full" />
          </div>
        }
      />
      <section id="services" aria-labelledby="services-title" className="mx-auto max-w-6xl px-6 py-16 below-fold">
        <h2 id="services-title" className="text-3xl font-extrabold">
          What we ship
        </h2>
        <p className="mt-2 text-muted">Pick a service to see how it works.</p>
        <div id="ourservices" className="mt-8">
          <ServicesPicker />
        </div>
      </section>
      <ProcessSection />
      <BenefitsSection />
      <ReviewsSection />
      <PressStrip />
      <SupportSection />
      <ContactSection />
    </>
  );
}
