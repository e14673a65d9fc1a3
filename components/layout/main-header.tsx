import { Link } from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { headerLinks } from "@/lib/config/copy";
import { QUOTE_HREF } from "@/lib/config";
import { serviceMenu } from "@/lib/content";
import { siteConfig } from "@/lib/config/site";
import { Logo } from "./logo";
import { ServicesMenu } from "./services-menu";
import { ThemeToggle } from "./theme-toggle";
import { cn } from "@/lib/utils";

const linkClass = "rounded px-2 py-2 font-medium whitespace-nowrap hover:text-brand";

/**
 * Desktop header: brand, services mega-menu, main links, phone, theme and the quote button. It fits from 769 px
 * with no sideways scroll (tests/e2e/shell/no-sideways-scroll.spec.ts): below 1024 px the `wide` links give way
 * (the rail offers them), Home waits for 1280 px (the logo is a link home), and the phone is a compact call
 * button until 900 px (56.25rem), where its number fits.
 */
export function MainHeader() {
  const [whyUs, ...rest] = headerLinks;
  const phone = siteConfig.phones.main;
  return (
    <header className="hidden h-16 items-center gap-3 border-b border-line bg-surface px-4 md:flex lg:px-6">
      <Logo />
      <nav aria-label="Main" className="ml-2 flex items-center gap-1 text-sm">
        <Link href="/" className={cn(linkClass, "hidden xl:inline")}>
          Home
        </Link>
        {whyUs ? (
          <Link href={whyUs.href} className={linkClass}>
            {whyUs.label}
          </Link>
        ) : null}
        <ServicesMenu groups={serviceMenu()} chevron={<Icon name="chevronDown" width={16} height={16} />} />
        {rest.map((link) => (
          <Link key={link.href} href={link.href} className={cn(linkClass, link.wide && "hidden lg:inline")}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="ml-auto flex items-center gap-2">
        <a
          href={`tel:${phone.tel}`}
          aria-label={`Call ${phone.display}`}
          className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded px-2 font-semibold whitespace-nowrap"
        >
          <Icon name="phone" width={18} height={18} />
          <span className="hidden min-[56.25rem]:inline">{phone.display}</span>
        </a>
        <ThemeToggle />
        <ButtonLink href={QUOTE_HREF} size="sm" className="whitespace-nowrap">
          Get a quote
        </ButtonLink>
      </div>
    </header>
  );
}
