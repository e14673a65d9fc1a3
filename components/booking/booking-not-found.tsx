import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/lib/config/site";

/** For a booking link that is mistyped, unknown or expired: no details, a phone number and a way back. */
export function BookingNotFound() {
  const phone = siteConfig.phones.main;
  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-extrabold">We could not find this booking</h1>
      <p className="mt-4 text-lg">
        The link may be mistyped, or it may have expired. Call us at{" "}
        <a className="font-semibold underline" href={`tel:${phone.tel}`}>
          {phone.display}
        </a>{" "}
        and we will pick up where you left off, or start a new quote: it takes a minute.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/quote">Start a new quote</ButtonLink>
        <ButtonLink href={`tel:${phone.tel}`} variant="outline">
          Call {phone.display}
        </ButtonLink>
      </div>
    </section>
  );
}
