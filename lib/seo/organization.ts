import { getEnv } from "@/lib/config/env";
import { siteConfig } from "@/lib/config/site";

/** Organization JSON-LD for every page. */
export function organizationJsonLd(): Record<string, unknown> {
  const url = getEnv().SITE_URL;
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url,
    logo: `${url}/icon.svg`,
    email: siteConfig.emails.info,
    telephone: siteConfig.phones.main.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: Object.values(siteConfig.phones).map((p) => ({
      "@type": "ContactPoint",
      telephone: p.tel,
      contactType: "customer service",
      areaServed: ["US", "CA"],
      availableLanguage: "English",
    })),
    sameAs: siteConfig.social.map((s) => s.href),
  };
}
