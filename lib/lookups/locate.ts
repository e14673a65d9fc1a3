/**
 * Where a place that a request names lies, by the lookups' own data: the point the visitor would have picked
 * from the suggestions. Server only (the indexes read their data from disk). Used where a stored request must
 * be placed on the map again: the booking page and the server's own estimate of a lead (locateRoute).
 */
import { fold } from "./fold";
import { searchNorthAmerica } from "./north-america";
import { parsePlaceQuery } from "./query";
import { worldIndex } from "./world";

/** A place as a payload names it; a US or Canadian place usually has a postal code and a state. */
export type NamedPlace = { postalCode?: string; city?: string; state?: string; country: string };
export type LocatedPlace = { lat: number; lng: number; country: string; state?: string };

const NORTH_AMERICA = new Set(["US", "CA"]);

/**
 * A US or Canadian place: its postal code's own point when the code is known (and lies in the named country
 * and state), else the city of that name in its state. Undefined when neither is found.
 */
export function locateNorthAmerica(place: NamedPlace): LocatedPlace | undefined {
  const country = place.country.toUpperCase();
  const state = place.state?.trim().toUpperCase() || undefined;
  const code = place.postalCode?.trim();
  const kind = code ? parsePlaceQuery(code).kind : undefined;
  // Only a whole ZIP or postal code names a place; a prefix would pick whichever code sorts first.
  if (code && (kind === "zip" || kind === "postal")) {
    const byCode = searchNorthAmerica(code, 1)[0];
    if (byCode && byCode.CountryID === country && (!state || byCode.StateId.toUpperCase() === state)) {
      return { lat: byCode.lat, lng: byCode.lng, country, state: state ?? byCode.StateId };
    }
  }
  if (!place.city || !state) return undefined;
  const city = fold(place.city);
  const byName = searchNorthAmerica(`${place.city}, ${state}`).find(
    (item) => fold(item.City) === city && item.StateId.toUpperCase() === state && item.CountryID === country,
  );
  return byName && { lat: byName.lat, lng: byName.lng, country, state };
}

/**
 * A city of that exact name in that country (the largest, when several share it), else a seaport in a city of
 * that name; `name` as the data spells it.
 */
export function locateWorldCity(name: string, country: string): (LocatedPlace & { name: string }) | undefined {
  const { data, cities, portsByName } = worldIndex();
  const folded = fold(name);
  const countryOf = (countryIndex: number) => data.countries[countryIndex]?.[0];
  const [cityId] = cities.search(folded, 1, (id) => {
    const city = data.cities[id];
    return city !== undefined && countryOf(city[1]) === country && fold(city[0]) === folded;
  });
  const city = cityId === undefined ? undefined : data.cities[cityId];
  if (city) return { lat: city[3], lng: city[4], country, name: city[0] };
  const port = (portsByName.get(folded) ?? [])
    .map((id) => data.ports[id])
    .find((p) => p !== undefined && countryOf(p[3]) === country);
  return port && { lat: port[4], lng: port[5], country, name: port[2] || port[1] };
}

/**
 * Any place: a US or Canadian one by postal code or by city and state; elsewhere, or a US or Canadian one
 * named without a state (a port picked from the suggestions), by city or port name in its country.
 */
export function locatePlace(place: NamedPlace): LocatedPlace | undefined {
  const country = place.country.toUpperCase();
  if (NORTH_AMERICA.has(country)) {
    const found = locateNorthAmerica(place);
    // A named state is part of the place: the same city name in another state is another place.
    if (found || place.state?.trim()) return found;
  }
  return place.city ? locateWorldCity(place.city, country) : undefined;
}

type End = "origin" | "destination";
/**
 * A route's two ends as the leads table's columns and the CRM's snake_case payloads (calls 6 and 8) name
 * them; every lead kind's columns carry them, so one step locates any lead and the booking page's request.
 */
export type RoutePlaces = Record<`${End}_${"postal_code" | "city" | "state"}`, string | null | undefined> &
  Record<`${End}_country`, string | null>;
export type LocatedRoute = { origin: LocatedPlace; destination: LocatedPlace };

function namedPlace(places: RoutePlaces, end: End): NamedPlace | undefined {
  const country = places[`${end}_country`];
  if (!country) return undefined;
  const [postalCode, city, state] = [places[`${end}_postal_code`], places[`${end}_city`], places[`${end}_state`]];
  return { postalCode: postalCode ?? undefined, city: city ?? undefined, state: state ?? undefined, country };
}

/** Both ends located, or undefined when either is not in the lookups (an agent then prices the route by phone). */
export function locateRoute(places: RoutePlaces): LocatedRoute | undefined {
  const [from, to] = [namedPlace(places, "origin"), namedPlace(places, "destination")];
  const origin = from && locatePlace(from);
  const destination = to && locatePlace(to);
  return origin && destination ? { origin, destination } : undefined;
}
