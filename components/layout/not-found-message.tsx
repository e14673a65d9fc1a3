import { ButtonLink } from "@/components/ui/button";
import { QUOTE_HREF } from "@/lib/config";
import { siteConfig } from "@/lib/config/site";

/** The page's title on every 404 the site renders. */
export const NOT_FOUND_TITLE = "Page not found";

/**
 * What a 404 says, in whatever frame the visitor reached it: the main layout's, when a page there calls notFound()
 * (app/(main)/not-found.tsx), or the slim one of the page for unmatched URLs (app/global-not-found.tsx).
 */
export function NotFoundMessage() {
  return (
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
  );
}
