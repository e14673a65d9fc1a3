import type { Metadata } from "next";
import { MainChrome } from "@/components/layout/main-chrome";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/lib/config/site";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <MainChrome>
      <section className="mx-auto max-w-2xl px-6 py-24 text-center">
        <p className="font-semibold text-brand">404</p>
        <h1 className="mt-2 text-4xl font-extrabold">We couldn’t find that page</h1>
        <p className="mt-4 text-muted">
          The link may be old or mistyped. Our team can still help: call{" "}
          <a className="font-semibold underline" href={`tel:${siteConfig.phones.main.tel}`}>
            {siteConfig.phones.main.display}
          </a>{" "}
          or start a free quote.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLink href="/">Home</ButtonLink>
          <ButtonLink href="/#main-form" variant="outline">
            Get a quote
          </ButtonLink>
        </div>
      </section>
    </MainChrome>
  );
}
