import { locateNorthAmerica } from "@/lib/lookups/server";

/** A stored end of the route (as the quick calculator sent it) and the point the lookups give it. */
export type StoredPlace = { postalCode?: string; city: string; state: string; country: string };
export type RoutePoint = { lat: number; lng: number; country: string; state: string; label: string };

/**
 * Where a stored place is: its ZIP's own point when the ZIP is known, else the city in its state. Server only
 * (the lookups read their data from disk). Undefined when neither is found: the page then prices by phone.
 */
export function locateStoredPlace(place: StoredPlace): RoutePoint | undefined {
  const state = place.state.toUpperCase();
  const point = locateNorthAmerica(place);
  return point && { lat: point.lat, lng: point.lng, country: point.country, state, label: `${place.city}, ${state}` };
}
