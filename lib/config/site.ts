/**
 * The site's identity: brand, contact details, the figures it claims, social links; a face of lib/config of its
 * own (@/lib/config/site), because reading the brand runs at load and would bring all of it into any client chunk
 * that imported another fact beside it. Nothing else spells a phone number. What only the broker can supply before
 * launch (FMCSA numbers, support hours, legal approval, reviews, press, the claims it may switch on) is in
 * content/broker.yaml, read through lib/facts: this module is in the quote form's bundle and reads no file.
 */
import { phones } from "./phones";

/**
 * The brand: the one place its name is written. NEXT_PUBLIC_BRAND_NAME (read by its literal name so Next.js inlines
 * it for the browser too) renames the site for a white-label build; everything that shows the name reads
 * siteConfig.name.
 */
const brandName = process.env.NEXT_PUBLIC_BRAND_NAME?.trim() || "ShipLux";

export const siteConfig = {
  name: brandName,
  tagline: "Car and vehicle shipping, arranged by people who answer the phone",
  description: `${brandName} arranges open and enclosed car shipping, heavy equipment, boat, RV and motorcycle transport across the USA and Canada and overseas, with licensed and insured carriers.`,
  phones,
  emails: {
    info: "info@shiplux.com",
    sales: "sales@shiplux.com",
    /** The sender of every e-mail the site sends (nobody reads replies: each e-mail says whom to write to). */
    noReply: "no-reply@shiplux.com",
  },
  address: {
    street: "1500 NW 89th Ct, Suite 210",
    city: "Doral",
    region: "FL",
    postalCode: "33172",
    country: "US",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/shiplux" },
    { name: "Instagram", href: "https://www.instagram.com/shiplux" },
    { name: "X", href: "https://x.com/shiplux" },
    { name: "YouTube", href: "https://www.youtube.com/@shiplux" },
  ],
  claims: {
    vehiclesShipped: 100_000,
    customers: 500_000,
    years: 10,
    carriers: 10,
    serviceTypes: 30,
  },
} as const;

export function formatClaim(n: number): string {
  return `${new Intl.NumberFormat("en-US").format(n)}+`;
}

export function fullAddress(): string {
  const a = siteConfig.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** The addresses a visitor may write to, labelled for the contact section and the footer. */
export function contactEmails(): { label: string; address: string }[] {
  return [
    { label: "General questions", address: siteConfig.emails.info },
    { label: "Sales", address: siteConfig.emails.sales },
  ];
}
