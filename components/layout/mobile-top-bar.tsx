import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { QUOTE_HREF, phones } from "@/lib/config";
import type { NavItem } from "@/lib/config/copy";
import { DrawerFooter } from "./drawer-footer";
import { Logo } from "./logo";
import { MenuButton } from "./menu-button";

/** The phone's top bar: the menu button (the one part that needs script), the logo, a quote link and a call button. */
export function MobileTopBar({ items }: { items: NavItem[] }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface px-3 md:hidden">
      <MenuButton items={items} icon={<Icon name="menu" />} footer={<DrawerFooter />} />
      <Logo />
      <div className="ml-auto flex items-center gap-1">
        <ButtonLink href={QUOTE_HREF} size="sm">
          Quote
        </ButtonLink>
        <a
          href={`tel:${phones.main.tel}`}
          aria-label={`Call ${phones.main.display}`}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent text-accent-fg"
        >
          <Icon name="phone" />
        </a>
      </div>
    </header>
  );
}
