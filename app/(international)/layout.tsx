import type { Metadata } from "next";
import { InternationalTopBar } from "@/components/layout/international-top-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { ClientNavigation } from "@/components/ui/client-navigation";
import { internationalFooterColumns } from "@/lib/config/copy";
import "@/app/globals.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** International campaign layout: its own sticky top bar, the page, a short footer. */
export default function InternationalLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <InternationalTopBar />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter columns={internationalFooterColumns} />
      <ClientNavigation />
    </>
  );
}
