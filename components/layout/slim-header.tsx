import { siteConfig } from "@/lib/config/site";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/**
 * A header with no menus: brand, optional links, phone and theme. Server-rendered; its only client code is
 * the theme toggle, so pages that use it (the booking landing, the 404 page) stay light.
 */
export function SlimHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className="flex h-16 items-center gap-3 border-b border-line px-4 sm:px-6">
      <Logo />
      {children}
      <div className="ml-auto flex items-center gap-2">
        <a href={`tel:${siteConfig.phones.main.tel}`} className="hidden font-semibold sm:inline">
          {siteConfig.phones.main.display}
        </a>
        <ThemeToggle />
      </div>
    </header>
  );
}
