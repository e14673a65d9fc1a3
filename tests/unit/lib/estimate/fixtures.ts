import type { EstimateInput } from "@/lib/estimate";

type DomesticInput = Extract<EstimateInput, { mode: "domestic" }>;
type InternationalInput = Extract<EstimateInput, { mode: "international" }>;

/** Real city-centre coordinates used across the estimator tests. */
export const PLACES = {
  newYork: { lat: 40.7128, lng: -74.006, country: "US", state: "NY" },
  miami: { lat: 25.7617, lng: -80.1918, country: "US", state: "FL" },
  orlando: { lat: 28.5383, lng: -81.3792, country: "US", state: "FL" },
  losAngeles: { lat: 34.0522, lng: -118.2437, country: "US", state: "CA" },
  chicago: { lat: 41.8781, lng: -87.6298, country: "US", state: "IL" },
  phoenix: { lat: 33.4484, lng: -112.074, country: "US", state: "AZ" },
  houston: { lat: 29.7604, lng: -95.3698, country: "US", state: "TX" },
  dallas: { lat: 32.7767, lng: -96.797, country: "US", state: "TX" },
  seattle: { lat: 47.6062, lng: -122.3321, country: "US", state: "WA" },
  philadelphia: { lat: 39.9526, lng: -75.1652, country: "US", state: "PA" },
  trenton: { lat: 40.2206, lng: -74.7597, country: "US", state: "NJ" },
  toronto: { lat: 43.6532, lng: -79.3832, country: "CA", state: "ON" },
  bremerhaven: { lat: 53.5396, lng: 8.5809, country: "DE" },
  munich: { lat: 48.1351, lng: 11.582, country: "DE" },
  yokohama: { lat: 35.4437, lng: 139.638, country: "JP" },
} as const;

/** Port terminals: Port Newark–Elizabeth (NJ) and Port of Long Beach (CA). */
export const PORTS = {
  newark: { lat: 40.684, lng: -74.1502 },
  longBeach: { lat: 33.7542, lng: -118.2165 },
} as const;

/** Mid-July is outside both snowbird windows. */
export const OFF_SEASON = "2026-07-15";

export function domestic(overrides: Partial<DomesticInput> = {}): DomesticInput {
  return {
    mode: "domestic",
    origin: PLACES.newYork,
    destination: PLACES.losAngeles,
    vehicles: [{ type: "Car", inop: false }],
    transportType: "Open",
    shipDate: OFF_SEASON,
    ...overrides,
  };
}

export function international(overrides: Partial<InternationalInput> = {}): InternationalInput {
  return {
    mode: "international",
    origin: PLACES.newYork,
    destination: PLACES.bremerhaven,
    vehicles: [{ type: "Car", inop: false }],
    shipDate: OFF_SEASON,
    shippingMethod: "Port to port",
    tier: "roro",
    ...overrides,
  };
}

export const cars = (count: number, inop = false) =>
  Array.from({ length: count }, () => ({ type: "Car" as const, inop }));
