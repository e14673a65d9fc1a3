import { DisclosureList } from "@/components/ui/disclosure-list";
import type { LocationRegion } from "@/lib/content";
import { LocationChildren } from "./location-children";

/**
 * The location tree as one accordion: on a desktop one region is open at a time; below lg every region is
 * laid open as a plain list, since tapping through panels is slow on a phone. Native `<details>`, so the
 * page sends no script for it (the browser's scroll anchoring keeps the header tapped in place as the
 * region above it closes).
 */
export function LocationDirectory({ regions }: { regions: LocationRegion[] }) {
  return (
    <section aria-labelledby="directory-heading" className="space-y-4">
      <h2 id="directory-heading" className="text-2xl font-bold text-fg">
        Regions we serve
      </h2>
      <DisclosureList
        name="location-regions"
        headingLevel={3}
        flat="below-lg"
        defaultOpenId={regions[0]?.slug}
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
    </section>
  );
}
