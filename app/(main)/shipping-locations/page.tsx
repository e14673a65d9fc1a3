import type { Metadata } from "next";
import { LocationDirectory } from "@/components/content/locations/location-directory";
import { WorldMap } from "@/components/content/locations/world-map";
import { SectionIndexPage } from "@/components/content/section-page";
import { contentPageMetadata, getLocations, getSectionPage } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getSectionPage("locations");
  return page ? contentPageMetadata(page) : {};
}

export default async function ShippingLocationsPage() {
  const regions = await getLocations();
  return (
    <SectionIndexPage
      section="locations"
      after={
        <>
          <WorldMap regions={regions} />
          <LocationDirectory regions={regions} />
        </>
      }
    />
  );
}
