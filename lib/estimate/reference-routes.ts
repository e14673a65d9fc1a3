import type { Range } from "./constants";
import type { EstimateInput } from "./schema";

type City = { name: string; lat: number; lng: number; country: string; state: string };

/** City-centre coordinates (public gazetteer values, rounded to 4 decimals). */
const CITIES = {
  miami: { name: "Miami, FL", lat: 25.7617, lng: -80.1918, country: "US", state: "FL" },
  newYork: { name: "New York, NY", lat: 40.7128, lng: -74.006, country: "US", state: "NY" },
  losAngeles: { name: "Los Angeles, CA", lat: 34.0522, lng: -118.2437, country: "US", state: "CA" },
  chicago: { name: "Chicago, IL", lat: 41.8781, lng: -87.6298, country: "US", state: "IL" },
  seattle: { name: "Seattle, WA", lat: 47.6062, lng: -122.3321, country: "US", state: "WA" },
  phoenix: { name: "Phoenix, AZ", lat: 33.4484, lng: -112.074, country: "US", state: "AZ" },
  houston: { name: "Houston, TX", lat: 29.7604, lng: -95.3698, country: "US", state: "TX" },
  dallas: { name: "Dallas, TX", lat: 32.7767, lng: -96.797, country: "US", state: "TX" },
  atlanta: { name: "Atlanta, GA", lat: 33.749, lng: -84.388, country: "US", state: "GA" },
  boston: { name: "Boston, MA", lat: 42.3601, lng: -71.0589, country: "US", state: "MA" },
  orlando: { name: "Orlando, FL", lat: 28.5383, lng: -81.3792, country: "US", state: "FL" },
  denver: { name: "Denver, CO", lat: 39.7392, lng: -104.9903, country: "US", state: "CO" },
  lasVegas: { name: "Las Vegas, NV", lat: 36.1699, lng: -115.1398, country: "US", state: "NV" },
  sanFrancisco: { name: "San Francisco, CA", lat: 37.7749, lng: -122.4194, country: "US", state: "CA" },
  portland: { name: "Portland, OR", lat: 45.5152, lng: -122.6784, country: "US", state: "OR" },
  detroit: { name: "Detroit, MI", lat: 42.3314, lng: -83.0458, country: "US", state: "MI" },
  tampa: { name: "Tampa, FL", lat: 27.9506, lng: -82.4572, country: "US", state: "FL" },
  toronto: { name: "Toronto, ON", lat: 43.6532, lng: -79.3832, country: "CA", state: "ON" },
  fortLauderdale: { name: "Fort Lauderdale, FL", lat: 26.1224, lng: -80.1373, country: "US", state: "FL" },
} satisfies Record<string, City>;

export type ReferenceRoute = { from: City; to: City; drivingMiles: number };

/**
 * Real routes with their usual driving distance (interstate route as the big map services give it,
 * rounded), used by the route-table test and docs/estimate-routes.md to check the estimator.
 */
export const REFERENCE_ROUTES: readonly ReferenceRoute[] = [
  { from: CITIES.miami, to: CITIES.newYork, drivingMiles: 1280 },
  { from: CITIES.losAngeles, to: CITIES.chicago, drivingMiles: 2015 },
  { from: CITIES.seattle, to: CITIES.phoenix, drivingMiles: 1420 },
  { from: CITIES.houston, to: CITIES.dallas, drivingMiles: 240 },
  { from: CITIES.newYork, to: CITIES.losAngeles, drivingMiles: 2790 },
  { from: CITIES.chicago, to: CITIES.atlanta, drivingMiles: 715 },
  { from: CITIES.boston, to: CITIES.orlando, drivingMiles: 1310 },
  { from: CITIES.denver, to: CITIES.lasVegas, drivingMiles: 750 },
  { from: CITIES.sanFrancisco, to: CITIES.portland, drivingMiles: 635 },
  { from: CITIES.detroit, to: CITIES.tampa, drivingMiles: 1160 },
  { from: CITIES.toronto, to: CITIES.fortLauderdale, drivingMiles: 1480 },
  { from: CITIES.seattle, to: CITIES.miami, drivingMiles: 3300 },
];

/** The road factor is an average: a route's estimated miles may differ from its driving miles by this much. */
export const DRIVING_DISTANCE_TOLERANCE = 0.15;

/** Mid-July: outside both snowbird windows, so the table shows the plain distance-based price. */
export const REFERENCE_SHIP_DATE = "2026-07-15";

/** One running sedan on an open carrier: the case the published per-mile figures describe. */
export function referenceInput(route: ReferenceRoute): EstimateInput {
  const place = ({ lat, lng, country, state }: City) => ({ lat, lng, country, state });
  return {
    mode: "domestic",
    origin: place(route.from),
    destination: place(route.to),
    vehicles: [{ type: "Car", inop: false }],
    transportType: "Open",
    shipDate: REFERENCE_SHIP_DATE,
  };
}

/**
 * The published per-mile figures the estimate is checked against (tests and docs/estimate-routes.md);
 * never used for pricing. Under 500 mi and beyond 2,000 mi are issue 8's bands; 500–1,500 mi brackets
 * "about $0.75 around 1,000 mi" between the neighbouring bands; 1,500–2,000 mi joins the two.
 */
export const PUBLISHED_PER_MILE_BANDS: readonly {
  readonly fromMiles: number;
  readonly toMiles: number;
  readonly rate: Range;
}[] = [
  { fromMiles: 0, toMiles: 500, rate: { low: 1.0, high: 2.0 } },
  { fromMiles: 500, toMiles: 1500, rate: { low: 0.6, high: 1.25 } },
  { fromMiles: 1500, toMiles: 2000, rate: { low: 0.5, high: 1.0 } },
  { fromMiles: 2000, toMiles: Number.POSITIVE_INFINITY, rate: { low: 0.5, high: 0.85 } },
];
