import { Link } from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import { QUOTE_HREF } from "@/lib/config";
import { siteConfig } from "@/lib/config/site";

/** Support and the booking call-to-action (#support and #booking on the home page). */
export function SupportSection() {
  return (
    <section
      id="support"
      aria-labelledby="support-title"
      className="mx-auto grid max-w-6xl gap-8 px-6 py-16 below-fold md:grid-cols-2"
    >
      <div>
        <h2 id="support-title" className="text-3xl font-extrabold">
          Support when you need it
        </h2>
        <p className="mt-3 text-muted">
          Already booked? Call {siteConfig.phones.older.display} or write to{" "}
          <a href={`mailto:${siteConfig.emails.info}`} className="underline">
            {siteConfig.emails.info}
          </a>
          . Answers to the common questions (timing, insurance, payment, preparation) are in our{" "}
          <Link href="/frequently-asked-questions" className="underline">
            FAQ
          </Link>{" "}
          and the{" "}
          <Link href="/shipping-guide" className="underline">
            shipping guide
          </Link>
          .
        </p>
      </div>
      <div id="booking" className="rounded-2xl bg-brand p-8 text-brand-fg">
        <h2 className="text-2xl font-extrabold">Ready to book?</h2>
        <p className="mt-2">Get your price, pick a pickup window, and pay nothing until a carrier is confirmed.</p>
        <ButtonLink href={QUOTE_HREF} variant="accent" className="mt-6">
          Request a quote
        </ButtonLink>
      </div>
    </section>
  );
}
