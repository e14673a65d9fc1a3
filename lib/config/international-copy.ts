import { serviceHref } from "./service-urls";

/**
 * The words of the international landing page's own sections (vehicles we ship, where we ship). Kept beside the
 * other section copy in lib/config because the destinations link to catalogue URLs built by serviceHref.
 */

/** What we ship overseas, the campaign's focus first; `image` names an illustration in /images/illustrations. */
export const overseasVehicles: { id: string; label: string; image: string; text: string }[] = [
  {
    id: "trailers",
    label: "Trailers",
    image: "container",
    text: "Travel, utility and cargo trailers: rolled on a RoRo deck or loaded on a flat rack.",
  },
  {
    id: "car",
    label: "Car",
    image: "car-carrier-open",
    text: "Sedans, SUVs and pickups by roll-on/roll-off or in a shared container.",
  },
  {
    id: "motorcycles",
    label: "Motorcycles",
    image: "motorcycle",
    text: "Crated or strapped in a container, with fluids drained to port rules.",
  },
  {
    id: "recreational",
    label: "Recreational",
    image: "rv",
    text: "Motorhomes, campers and boats on trailers, measured for deck height before booking.",
  },
  {
    id: "classics",
    label: "Classics / exotics",
    image: "car-carrier-enclosed",
    text: "A private container with soft straps, and cover for the full agreed value.",
  },
  {
    id: "equipment",
    label: "Equipment",
    image: "heavy-haul",
    text: "Excavators, tractors and loaders by RoRo or flat rack, cleaned to import standards.",
  },
];

export type ShippingPlace = { name: string; href: string };

/** Destinations by region, with links to the matching service or location pages. */
export const shippingRegions: { id: string; name: string; places: ShippingPlace[] }[] = [
  {
    id: "north-america",
    name: "USA and Canada",
    places: [
      { name: "United States", href: "/shipping-locations/usa-continental" },
      { name: "Canada", href: serviceHref("international", "us-canada-car-shipping") },
    ],
  },
  {
    id: "europe",
    name: "Europe",
    places: [
      { name: "France", href: "/shipping-locations/europe" },
      { name: "Italy", href: "/shipping-locations/europe" },
      { name: "Spain", href: "/shipping-locations/europe" },
    ],
  },
  {
    id: "asia",
    name: "Asia",
    places: [
      { name: "Japan", href: "/shipping-locations/asia" },
      { name: "United Arab Emirates", href: serviceHref("international", "car-shipping-to-dubai") },
      { name: "Indonesia", href: "/shipping-locations/asia" },
      { name: "South Korea", href: "/shipping-locations/asia" },
    ],
  },
  {
    id: "africa",
    name: "Africa",
    places: [
      { name: "Kenya", href: "/shipping-locations/africa" },
      { name: "Algeria", href: "/shipping-locations/africa" },
      { name: "South Africa", href: "/shipping-locations/africa" },
      { name: "Morocco", href: "/shipping-locations/africa" },
      { name: "Egypt", href: "/shipping-locations/africa" },
    ],
  },
];
