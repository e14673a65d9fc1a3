import { EARTH_RADIUS_MILES, ROAD_FACTOR } from "./constants";

type Point = { readonly lat: number; readonly lng: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in statute miles (haversine: stable for short and long distances alike). */
export function greatCircleMiles(from: Point, to: Point): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Driving distance estimated from the great circle; no routing service is called. */
export function roadMiles(from: Point, to: Point): number {
  return greatCircleMiles(from, to) * ROAD_FACTOR;
}
