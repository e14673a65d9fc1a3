import type { LocatedPlace } from "@/lib/lookups/server";

/** One end of a booking's route as the map draws it: the point the lookups gave it, and its name. */
export type RoutePoint = { lat: number; lng: number; country: string; state: string; label: string };

/** The point of a stored place (lib/lookups locateRoute), labelled "Doral, FL" as the request named it. */
export function routePoint(point: LocatedPlace, city: string, state: string): RoutePoint {
  const upper = state.toUpperCase();
  return { lat: point.lat, lng: point.lng, country: point.country, state: upper, label: `${city}, ${upper}` };
}
