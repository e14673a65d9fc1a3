import type { LocationRegion } from "@/lib/content";

export type MapPin = { slug: string; name: string; lat: number; lng: number; icon: string; parent: { lat: number; lng: number; icon: string } | null };

/** Every node of the location tree as a pin, remembering its parent so truck routes can be drawn. */
export function flattenLocations(regions: LocationRegion[]): MapPin[] {
  const pins: MapPin[] = [];
  for (const region of regions) {
    pins.push({ ...pick(region), parent: null });
    for (const country of region.children) {
      pins.push({ ...pick(country), parent: pick(region) });
      for (const leaf of country.children) pins.push({ ...pick(leaf), parent: pick(country) });
    }
  }
  return pins;
}

function pick(node: { slug: string; name: string; lat: number; lng: number; icon: string }) {
  return { slug: node.slug, name: node.name, lat: node.lat, lng: node.lng, icon: node.icon };
}
