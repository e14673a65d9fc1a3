import type { Metadata } from "next";
import { MobileCallBar } from "@/components/layout/call-bar";
import { Logo } from "@/components/layout/logo";
import { SiteFooter } from "@/components/layout/site-footer";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { siteConfig } from "@/lib/config/site";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Campaign landing layout: a slim header, the page (hero and quote form), a phone call bar, the footer. */
export default function BookingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="flex h-16 items-center gap-3 border-b border-line px-4 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          <a href={`tel:${siteConfig.phones.main.tel}`} className="hidden font-semibold sm:inline">
            {siteConfig.phones.main.display}
          </a>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="pb-20 focus:outline-none md:pb-0">
        {children}
      </main>
      <SiteFooter />
      <MobileCallBar />
    </>
  );
}
