import { SERVICES_PATH, serviceHref } from "./service-urls";

/**
 * Navigation links for the header, the icon rail, the drawer and the footer: pure data, read by server components
 * through @/lib/config/copy (client components import only its types). The trees built from the service catalogue
 * and the content sections are lib/content/navigation-tree.ts.
 */
export type NavLink = { label: string; href: string };
export type NavItem = NavLink & { icon?: NavIcon; children?: NavItem[] };
type NavIcon = "home" | "services" | "solutions" | "quote" | "locations" | "guide" | "blog" | "contact" | "help";

/** A top-level item of the rail and the drawer: each has its icon. */
export type RailItem = NavItem & { icon: NavIcon };

export const stickyNavLinks: NavLink[] = [
  { label: "Services", href: "/#services" },
  { label: "Reviews", href: "/#reviews" },
  { label: "Why us", href: "/#shiplux" },
  { label: "Contact", href: "/#contact" },
];

/**
 * The shipping guide's FAQ is its own route over content/faq.yaml, not a guide page, so the guide menu adds it after
 * the guides that content/guides lists (lib/content/navigation-tree.ts).
 */
export const shippingFaqLink: NavLink = { label: "Shipping FAQ", href: "/shipping-guide/frequently-asked-questions" };

export const helpLinks: NavLink[] = [
  { label: "Frequently asked questions", href: "/frequently-asked-questions" },
  { label: "Support", href: "/#support" },
  { label: "Privacy policy", href: "/privacy-policy" },
  { label: "Terms", href: "/shiplux-terms" },
];

/**
 * The desktop header's links. `wide` ones show from 1024 px only: between 769 and 1023 px the header has room
 * for the rest and a call link, and the icon rail beside it (and the sticky section bar for Contact) offers them.
 */
export type HeaderLink = NavLink & { wide?: true };

export const headerLinks: HeaderLink[] = [
  { label: "Why us", href: "/#shiplux" },
  { label: "FAQ", href: "/frequently-asked-questions" },
  { label: "Support", href: "/#support", wide: true },
  { label: "Contact", href: "/#contact", wide: true },
  { label: "Blog", href: "/blog" },
];

export type FooterColumn = { title: string; links: NavLink[] };

export const footerColumns: FooterColumn[] = [
  {
    title: "Services",
    links: [
      { label: "All services", href: SERVICES_PATH },
      { label: "Open auto shipping", href: serviceHref("open-auto-shipping") },
      { label: "Enclosed auto shipping", href: serviceHref("enclosed-auto-shipping") },
      { label: "Heavy equipment", href: serviceHref("heavy-equipment-shipping") },
      { label: "International", href: serviceHref("international") },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Why us", href: "/#shiplux" },
      { label: "Reviews", href: "/#reviews" },
      { label: "Blog", href: "/blog" },
      { label: "Contact us", href: "/#contact-us" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Support", href: "/#support" },
      { label: "FAQ", href: "/frequently-asked-questions" },
      { label: "Privacy policy", href: "/privacy-policy" },
      { label: "Do Not Sell or Share My Personal Information", href: "/do-not-sell-or-share" },
      { label: "Terms", href: "/shiplux-terms" },
      { label: "Data credits", href: "/credits" },
    ],
  },
];

/** The international landing page's shorter footer: the campaign keeps visitors on the page, so fewer ways out. */
export const internationalFooterColumns: FooterColumn[] = [
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
      { label: "Do Not Sell or Share My Personal Information", href: "/do-not-sell-or-share" },
      { label: "Terms", href: "/shiplux-terms" },
    ],
  },
];

/** The international landing page's in-page anchors, in the top bar: the ids its sections carry. */
export const internationalAnchors: NavLink[] = [
  { label: "Reviews", href: "#reviews" },
  { label: "Where we ship", href: "#shipping-locations" },
  { label: "Transport types", href: "#transport-types" },
  { label: "Process", href: "#shipping-process" },
  { label: "Benefits", href: "#benefits" },
  { label: "Vehicles", href: "#vehicles" },
];
