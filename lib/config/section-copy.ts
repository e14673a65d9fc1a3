import type { BrokerFacts } from "@/lib/facts";
import { formatClaim, siteConfig } from "./site";
import { SERVICES_PATH, serviceHref } from "./service-urls";

/**
 * The words of the home and landing sections (process, benefits, trust points, services picker). They live
 * here, next to siteConfig, rather than in content/ because they are built from its figures, from the broker's
 * facts (hours, the claims switched on) and from the service URLs, which a YAML file could only repeat; the
 * sections render them and hold no copy. The broker's facts come in as arguments (only their type is imported):
 * the faces of facts and copy read no file, and siteConfig beside them is in the browser's bundle.
 */

type Titled = { title: string; text: string };

/** The three-step process, shared by the home page and the landing pages. */
export const processSteps: Titled[] = [
  {
    title: "Get a quote",
    text: "Route, date and vehicle: you see an estimated price range before you give us a phone number.",
  },
  {
    title: "Add details and pick a pickup window",
    text: "Confirm the addresses and choose a window that suits you. We match the order to a vetted carrier.",
  },
  {
    title: "Hand over the keys",
    text: "The driver inspects the vehicle with you, loads it and keeps you posted until delivery.",
  },
];

/**
 * Why us: each promise is one the product, the terms (content/pages/shiplux-terms.md) or the broker's facts keep:
 * the e-mails are the confirmations lib/leads/delivery sends, the booking is the booking page's, the hours and
 * the claims (24/7, e-signing, online and debit-card payment, the carrier notice) are content/broker.yaml's.
 */
export function benefitsFor({ claims, hours }: { claims: BrokerFacts["claims"]; hours: string }): Titled[] {
  const cards = claims.debitCards ? "all major credit and debit cards" : "all major credit cards";
  return [
    {
      title: "Licensed, bonded and insured carriers",
      text: "Every carrier holds FMCSA operating authority and cargo insurance we check before dispatch.",
    },
    {
      title: "Insurance included in every quote",
      text: "The carrier’s cargo cover is part of the price, not an add-on.",
    },
    {
      title: "No hidden fees",
      text: "We confirm the price with you before we book a carrier, and never raise it without your agreement.",
    },
    { title: "Door-to-door", text: "Pickup and delivery as close to your addresses as a truck can safely get." },
    claims.support24x7
      ? {
          title: "24/7 service",
          text: "Updates and a person to talk to, day or night, while your vehicle is on the road.",
        }
      : { title: "People seven days a week", text: `A person to talk to on the phone: ${hours}.` },
    claims.eSigning
      ? { title: "Agree electronically", text: "Review and sign the order online, from the same booking page." }
      : {
          title: "Book your pickup online",
          text: "From the quick calculator, choose a pickup window and confirm it on your own booking page.",
        },
    {
      title: "Confirmed by e-mail",
      text: claims.carrierConfirmedNotice
        ? "Your quote request, your booked pickup window and your carrier are confirmed by e-mail: you know the moment a carrier is confirmed."
        : "Your quote request and your booked pickup window are confirmed by e-mail, with your quote number and estimate.",
    },
    {
      title: "Charged only once a carrier is confirmed",
      text: `No deposit to hold a quote; pay ${claims.onlinePayment ? "online or by phone" : "by phone"} with ${cards}.`,
    },
  ];
}

const { claims } = siteConfig;

/** The claims beside the benefits, as label and shown value. */
export const claimStats: { label: string; value: string }[] = [
  { label: "Vehicles shipped", value: formatClaim(claims.vehiclesShipped) },
  { label: "Customers", value: formatClaim(claims.customers) },
  { label: "Years in business", value: String(claims.years) },
  { label: "Carrier partners", value: formatClaim(claims.carriers) },
  { label: "Service types", value: formatClaim(claims.serviceTypes) },
];

/** Short reassurance beside a quote form on the campaign pages. */
export const trustPoints: string[] = [
  "Licensed, bonded and insured carriers",
  "Insurance included in every quote",
  "No deposit: pay only once a carrier is confirmed",
  `${formatClaim(claims.vehiclesShipped)} vehicles shipped in ${claims.years} years`,
  "We never sell your details",
];

/** The home page's services picker: one tab per service family, with its illustration and its page. */
export const pickerServices: {
  id: string;
  label: string;
  title: string;
  image: string;
  alt: string;
  text: string;
  href: string;
}[] = [
  {
    id: "enclosed",
    label: "Enclosed",
    title: "Enclosed auto transport",
    image: "/images/illustrations/car-carrier-enclosed.svg",
    alt: "A covered car trailer protecting a classic car",
    text: "Hard-sided or soft-sided trailers that keep road debris and weather off classics, exotics and freshly restored cars. Fewer cars per load, lift-gate loading and higher cargo cover.",
    href: serviceHref("enclosed-auto-shipping"),
  },
  {
    id: "open",
    label: "Open",
    title: "Open auto transport",
    image: "/images/illustrations/car-carrier-open.svg",
    alt: "An open two-level car carrier loaded with sedans",
    text: "The same multi-car carriers dealers use: the most affordable and fastest-to-book way to move an everyday car, with the carrier’s cargo insurance included.",
    href: serviceHref("open-auto-shipping"),
  },
  {
    id: "heavy",
    label: "Heavy equipment",
    title: "Heavy equipment shipping",
    image: "/images/illustrations/heavy-haul.svg",
    alt: "An excavator on a lowboy trailer",
    text: "Flatbed, step-deck and removable-gooseneck trailers for excavators, tractors, buses and containers, with oversize permits and escorts arranged when the load needs them.",
    href: serviceHref("heavy-equipment-shipping"),
  },
  {
    id: "canada-hawaii",
    label: "Canada & Hawaii",
    title: "Canada and Hawaii",
    image: "/images/illustrations/hawaii.svg",
    alt: "A roll-on/roll-off ship sailing toward Hawaiian islands",
    text: "Cross-border moves with the export paperwork handled, and mainland-to-island shipping through West Coast ports to Honolulu, Kahului, Hilo and Nawiliwili.",
    href: serviceHref("locational", "hawaii-car-shipping"),
  },
  {
    id: "special",
    label: "Special request",
    title: "Special requests",
    image: "/images/illustrations/boat.svg",
    alt: "A boat on a trailer ready for transport",
    text: "Boats, RVs, motorcycles, golf carts, non-running project cars: tell us what it is and where it goes, and we’ll match it to a carrier equipped for it.",
    href: SERVICES_PATH,
  },
];
