import { fold } from "@/lib/lookups/fold";
import { searchNorthAmerica } from "@/lib/lookups/north-america";

/** A stored end of the route (as the quick calculator sent it) and the point the lookups give it. */
export type StoredPlace = { postalCode?: string; city: string; state: string; country: string };
export type RoutePoint = { lat: number; lng: number; country: string; state: string; label: string };

/**
 * Where a stored place is: its ZIP's own point when the ZIP is known, else the city in its state. Server only
 * (the lookups read their data from disk). Undefined when neither is found: the page then prices by phone.
 */
export function locateStoredPlace(place: StoredPlace): RoutePoint | undefined {
  const state = place.state.toUpperCase();
  const label = `${place.city}, ${state}`;
  const code = place.postalCode?.trim();
  if (code) {
    const byCode = searchNorthAmerica(code, 1)[0];
    if (byCode && byCode.StateId.toUpperCase() === state) {
      return { lat: byCode.lat, lng: byCode.lng, country: byCode.CountryID, state, label };
    }
  }
  const city = fold(place.city);
  const byName = searchNorthAmerica(`${place.city}, ${state}`).find(
    (item) => fold(item.City) === city && item.StateId.toUpperCase() === state,
  );
  return byName && { lat: byName.lat, lng: byName.lng, country: byName.CountryID, state, label };
}
