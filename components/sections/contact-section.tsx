import { ButtonLink } from "@/components/ui/button";
import { contactEmails, fullAddress, siteConfig } from "@/lib/config/site";
import { getBrokerFacts } from "@/lib/facts";

/** Phones, e-mail, address and hours with a call button (#contact and #contact-us on the home page). */
export function ContactSection() {
  const phones = Object.values(siteConfig.phones);
  const { supportHours } = getBrokerFacts();
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-surface-2 px-6 py-16 below-fold">
      <div id="contact-us" className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2">
        <div>
          <h2 id="contact-title" className="text-3xl font-extrabold">
            Talk to a shipping advisor
          </h2>
          <p className="mt-3 text-muted">
            Real people plan every shipment. Call, write, or request a quote and we’ll come back to you with a carrier
            and a price.
          </p>
          <ButtonLink href={`tel:${siteConfig.phones.main.tel}`} variant="accent" className="mt-6">
            Call {siteConfig.phones.main.display}
          </ButtonLink>
        </div>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {phones.map((p) => (
            <div key={p.tel}>
              <dt className="font-semibold">{p.label}</dt>
              <dd>
                <a href={`tel:${p.tel}`} className="underline">
                  {p.display}
                </a>
              </dd>
            </div>
          ))}
          {contactEmails().map(({ label, address }) => (
            <div key={address}>
              <dt className="font-semibold">{label}</dt>
              <dd>
                <a href={`mailto:${address}`} className="underline">
                  {address}
                </a>
              </dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold">Office</dt>
            <dd>
              <address className="not-italic">{fullAddress()}</address>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold">Hours{supportHours.example ? " (example hours)" : ""}</dt>
            {supportHours.hours.map((h) => (
              <dd key={h.days}>
                {h.days}: {h.time}
              </dd>
            ))}
          </div>
        </dl>
      </div>
    </section>
  );
}
