import type { Metadata } from "next";
import { cache } from "react";
import { Link } from "@/components/ui/link";
import { SiteFooter } from "@/components/layout/site-footer";
import { SlimHeader } from "@/components/layout/slim-header";
import { ButtonLink } from "@/components/ui/button";
import { QUOTE_HREF } from "@/lib/config";
import { headerLinks } from "@/lib/config/copy";
import { siteConfig } from "@/lib/config/site";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * The root 404 page. Next.js puts the root not-found boundary on every page, so its client code loads
 * everywhere: it uses the slim header (theme toggle only) rather than the main layout's menus, drawer and
 * rail, which would add about 8 KB of script to the landing pages that never show them.
 */
export default function NotFound() {
  return notFoundPage();
}

/** Made once per request: Next.js renders this page into every page's payload twice (see SiteFooter's footerFor). */
const notFoundPage = cache(function notFoundPage() {
  return (
    <>
      <SlimHeader>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 text-sm md:flex">
          {[{ label: "Home", href: "/" }, ...headerLinks].map((link) => (
            <Link key={link.href} href={link.href} className="rounded px-2 py-2 font-medium hover:text-brand">
              {link.label}
            </Link>
          ))}
        </nav>
      </SlimHeader>
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
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
            <ButtonLink href={QUOTE_HREF} variant="outline">
              Get a quote
            </ButtonLink>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
});
