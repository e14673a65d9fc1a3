import { Link } from "@/components/ui/link";
import { Accordion } from "@/components/ui/accordion";
import { serviceHref } from "@/lib/config/service-urls";

/** Destinations by region, with links to the matching service or location pages. */
const regions = [
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

function PlaceList({ places }: { places: { name: string; href: string }[] }) {
  return (
    <ul className="space-y-1">
      {places.map((p) => (
        <li key={p.name}>
          <Link href={p.href} className="text-muted underline-offset-2 hover:text-brand hover:underline">
            {p.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function WhereWeShip() {
  return (
    <section id="shipping-locations" aria-labelledby="where-title" className="bg-surface-2 px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="where-title" className="text-3xl font-extrabold">
          Where we ship
        </h2>
        <div className="mt-8 hidden gap-8 md:grid md:grid-cols-4">
          {regions.map((r) => (
            <div key={r.id}>
              <h3 className="mb-3 font-bold">{r.name}</h3>
              <PlaceList places={r.places} />
            </div>
          ))}
        </div>
        <div className="mt-6 md:hidden" data-testid="where-we-ship-accordion">
          <Accordion
            headingLevel={3}
            items={regions.map((r) => ({ id: r.id, title: r.name, content: <PlaceList places={r.places} /> }))}
          />
        </div>
      </div>
    </section>
  );
}
