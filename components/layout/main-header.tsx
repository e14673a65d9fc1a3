import { Link } from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { headerLinks, QUOTE_HREF } from "@/lib/config/navigation";
import { serviceMenu } from "@/lib/config/navigation-tree";
import { siteConfig } from "@/lib/config/site";
import { Logo } from "./logo";
import { ServicesMenu } from "./services-menu";
import { ThemeToggle } from "./theme-toggle";

/** Desktop header: brand, services mega-menu, main links, phone, theme and the quote button. */
export function MainHeader() {
  const [whyUs, ...rest] = headerLinks;
  return (
    <header className="hidden h-16 items-center gap-4 border-b border-line bg-surface px-6 md:flex">
      <Logo />
      <nav aria-label="Main" className="ml-4 flex items-center gap-1 text-sm">
        <Link href="/" className="rounded px-2 py-2 font-medium hover:text-brand">
          Home
        </Link>
        {whyUs ? (
          <Link href={whyUs.href} className="rounded px-2 py-2 font-medium hover:text-brand">
            {whyUs.label}
          </Link>
        ) : null}
        <ServicesMenu groups={serviceMenu()} chevron={<Icon name="chevronDown" width={16} height={16} />} />
        {rest.map((link) => (
          <Link key={link.href} href={link.href} className="rounded px-2 py-2 font-medium hover:text-brand">
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="ml-auto flex items-center gap-2">
        <a
          href={`tel:${siteConfig.phones.main.tel}`}
          className="hidden items-center gap-2 rounded px-2 py-2 font-semibold lg:inline-flex"
        >
          <Icon name="phone" width={18} height={18} />
          {siteConfig.phones.main.display}
        </a>
        <ThemeToggle />
        <ButtonLink href={QUOTE_HREF} size="sm">
          Get a quote
        </ButtonLink>
      </div>
    </header>
  );
}
