import type { Metadata } from "next";
import { MobileCallBar } from "@/components/layout/call-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { ClientNavigation } from "@/components/ui/client-navigation";
import { SlimHeader } from "@/components/layout/slim-header";
import "@/app/globals.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Campaign landing layout: a slim header, the page (hero and quote form), a phone call bar, the footer. */
export default function BookingLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SlimHeader />
      <main id="main" tabIndex={-1} className="pb-20 focus:outline-none md:pb-0">
        {children}
      </main>
      <SiteFooter />
      <MobileCallBar />
      <ClientNavigation />
    </>
  );
}
