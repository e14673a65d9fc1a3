import type { Metadata } from "next";
import { InternationalTopBar } from "@/components/layout/international-top-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SERVICES_PATH } from "@/lib/config/service-urls";

export const metadata: Metadata = { robots: { index: false, follow: false } };

const footerColumns = [
  {
    title: "Company",
    links: [
      { label: "Why us", href: "/#shiplux" },
      { label: "Our services", href: SERVICES_PATH },
      { label: "Contact us", href: "/#contact-us" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    title: "Help",
    links: [
      { label: "Support", href: "/#support" },
      { label: "Privacy policy", href: "/privacy-policy" },
      { label: "Terms", href: "/shiplux-terms" },
    ],
  },
];

/** International campaign layout: its own sticky top bar, the page, a short footer. */
export default function InternationalLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <InternationalTopBar />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter columns={footerColumns} />
    </>
  );
}
