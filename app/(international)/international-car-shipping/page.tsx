import type { Metadata } from "next";
import { StaticImage } from "@/components/ui/static-image";
import { QuoteFormIsland } from "@/components/quote/island/quote-form-island";
import { BenefitsSection } from "@/components/sections/benefits-section";
import { TransportTypesSection } from "@/components/sections/international/transport-types";
import { OverseasVehicles } from "@/components/sections/international/overseas-vehicles";
import { WhereWeShip } from "@/components/sections/international/where-we-ship";
import { ProcessSection } from "@/components/sections/process-section";
import { ReviewsSection } from "@/components/sections/reviews-section";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/lib/config/site";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "International car shipping",
    description: "Ship a car overseas by roll-on/roll-off, container or air freight, door to port or port to door.",
    path: "/international-car-shipping",
  }),
  robots: { index: false, follow: false },
};

export default function InternationalPage() {
  return (
    <>
      <section
        aria-labelledby="intl-title"
        className="mx-auto grid max-w-6xl gap-10 px-6 py-10 lg:grid-cols-[1fr_28rem]"
      >
        <div>
          <p className="font-semibold text-brand">Roll-on/roll-off · container · air freight</p>
          <h1 id="intl-title" className="mt-2 text-4xl font-extrabold tracking-tight md:text-5xl">
            International car shipping, from the driveway to the destination port
          </h1>
          <p className="mt-4 text-lg text-muted">
            We book the ocean or air space, the truck to or from the port, and the export paperwork, and we tell you
            what the destination’s customs will ask for.
          </p>
          <ButtonLink href={`tel:${siteConfig.phones.main.tel}`} variant="accent" className="mt-6">
            Call {siteConfig.phones.main.display}
          </ButtonLink>
          <StaticImage
            src="/images/illustrations/ro-ro-ship.svg"
            alt="A roll-on/roll-off ship loaded with cars at sea"
            width={1200}
            height={800}
            priority
            fetchPriority="high"
            sizes="(min-width: 1024px) 640px, 100vw"
            className="mt-8 h-auto w-full rounded-2xl bg-surface-2"
          />
        </div>
        <div id="international-sideform" className="mt-8 rounded-2xl border border-line bg-surface-2 p-6">
          <QuoteFormIsland variant="international-side" title="Get an international quote" />
        </div>
      </section>
      <ReviewsSection variant="landing" />
      <WhereWeShip />
      <TransportTypesSection />
      <ProcessSection id="shipping-process" title="How international shipping works" />
      <BenefitsSection id="benefits" />
      <OverseasVehicles />
    </>
  );
}
