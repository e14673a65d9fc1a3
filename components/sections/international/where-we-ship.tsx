import { Link } from "@/components/ui/link";
import { DisclosureList } from "@/components/ui/disclosure-list";
import { shippingRegions, type ShippingPlace } from "@/lib/config/copy";

function PlaceList({ places }: { places: ShippingPlace[] }) {
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

/**
 * Destinations by region, with links to the matching service or location pages: one region open at a time on
 * phones, four columns from md. Native `<details>`, so the landing sends no script for it.
 */
export function WhereWeShip() {
  return (
    <section id="shipping-locations" aria-labelledby="where-title" className="bg-surface-2 px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="where-title" className="text-3xl font-extrabold">
          Where we ship
        </h2>
        <div className="mt-6 md:mt-8">
          <DisclosureList
            name="shipping-regions"
            headingLevel={3}
            flat="from-md"
            className="md:grid md:grid-cols-4 md:gap-8 md:divide-y-0 md:border-0"
            items={shippingRegions.map((r) => ({ id: r.id, title: r.name, content: <PlaceList places={r.places} /> }))}
          />
        </div>
      </div>
    </section>
  );
}
