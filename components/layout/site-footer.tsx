import { footerColumns, type FooterColumn } from "@/lib/config/copy";
import { contactEmails, fullAddress, siteConfig } from "@/lib/config/site";
import { fmcsaNumberText, getBrokerFacts } from "@/lib/facts";
import { Logo } from "./logo";

/**
 * The footer used by every layout; `columns` lets the landing layouts show a shorter link set. Its links are plain
 * anchors: on every page, ~20 client Link components to hydrate bought nothing for the bottom of the page.
 */
export function SiteFooter({ columns = footerColumns }: { columns?: FooterColumn[] }) {
  return (
    <footer className="border-t border-line bg-surface-2 text-sm below-fold">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {contactColumn()}
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-semibold">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-muted hover:text-brand">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {legalStrip()}
    </footer>
  );
}

/** The brand, its phone, e-mail addresses and postal address. */
function contactColumn() {
  return (
    <div className="space-y-3">
      <Logo />
      <p className="text-muted">{siteConfig.tagline}.</p>
      <p>
        <a href={`tel:${siteConfig.phones.main.tel}`} className="font-semibold">
          {siteConfig.phones.main.display}
        </a>
      </p>
      <ul className="space-y-1">
        {contactEmails().map(({ label, address }) => (
          <li key={address}>
            <span className="text-muted">{label}: </span>
            <a href={`mailto:${address}`} className="hover:text-brand">
              {address}
            </a>
          </li>
        ))}
      </ul>
      <address className="text-muted not-italic">{fullAddress()}</address>
    </div>
  );
}

/** The copyright line with the broker's FMCSA numbers, and the social links. */
function legalStrip() {
  const facts = getBrokerFacts();
  return (
    <div className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-6 py-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">
          © {new Date().getFullYear()} {siteConfig.name}. Licensed broker: MC {fmcsaNumberText(facts, "mc")}, USDOT{" "}
          {fmcsaNumberText(facts, "usdot")}.
        </p>
        <ul className="flex gap-4" aria-label="Social media">
          {siteConfig.social.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank" className="text-muted hover:text-brand">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
