import { Accordion } from "@/components/ui/accordion";
import type { LocationRegion } from "@/lib/content";
import { LocationChildren } from "./location-children";

/**
 * The location tree twice: a desktop accordion (one region open, scrolled into view when opened) and
 * a plain mobile list where every region is expanded, since tapping through panels is slow on phones.
 */
export function LocationDirectory({ regions }: { regions: LocationRegion[] }) {
  return (
    <section aria-labelledby="directory-heading" className="space-y-4">
      <h2 id="directory-heading" className="text-2xl font-bold text-fg">
        Regions we serve
      </h2>
      <div className="hidden lg:block">
        <Accordion
          headingLevel={3}
          scrollOnOpen
          defaultOpenId={regions[0]?.slug ?? null}
          items={regions.map((region) => ({
            id: region.slug,
            title: (
              <>
                {region.name}
                {region.subtitle ? <span className="ml-2 text-sm font-normal text-muted">{region.subtitle}</span> : null}
              </>
            ),
            content: <LocationChildren region={region} />,
          }))}
        />
      </div>
      <ul className="space-y-6 lg:hidden">
        {regions.map((region) => (
          <li key={region.slug} className="rounded-2xl border border-line p-4">
            <h3 className="mb-2 text-lg font-bold text-fg">{region.name}</h3>
            <LocationChildren region={region} />
          </li>
        ))}
      </ul>
    </section>
  );
}
