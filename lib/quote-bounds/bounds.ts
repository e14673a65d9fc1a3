/** Bounds, choices and defaults of a quote request, shared by the form, the API, the estimate and the lookups. */

/**
 * The earliest model year the form, the API and the model lookup accept: 1877, the year of the first
 * automobile patent application, as the original site and the broker's CRM have it.
 */
export const MIN_VEHICLE_YEAR = 1877;

/** The latest model year: next year's models are sold from the summer before, so a buyer today may ship one. */
export function maxVehicleYear(today: Date = new Date()): number {
  return today.getFullYear() + 1;
}

/** The year list the form suggests (the full range stays valid when typed). */
export const SUGGESTED_FIRST_YEAR = 1990;

export const TRANSPORT_TYPES = ["Open", "Enclosed"] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const DEFAULT_TRANSPORT_TYPE = "Open";

/** The vehicle types a quote offers (the estimator prices more: see PRICED_VEHICLE_TYPES in lib/estimate). */
export const QUOTE_VEHICLE_TYPES = ["Car", "SUV", "Pickup", "Van"] as const;
export type QuoteVehicleType = (typeof QUOTE_VEHICLE_TYPES)[number];
export const DEFAULT_VEHICLE_TYPE = "Car";

/** One quote, and so one estimate, covers at most one full carrier load (open car carriers take 7–10 vehicles). */
export const MAX_VEHICLES_PER_QUOTE = 10;

export const SHIPPING_METHODS = ["Port to port", "Door to port", "Port to door"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** 0 = the vehicle runs; the CRM's flag is "inoperable". */
export const DEFAULT_INOP = 0;

/**
 * Canada Post's letters, as regular-expression classes: a postal code never uses D, F, I, O, Q or U, nor W or Z
 * as its first letter. The form's postal-code check and the lookups' query reading build their patterns on these.
 */
export const CA_POSTAL_FIRST_LETTER = "[ABCEGHJ-NPRSTVXY]";
export const CA_POSTAL_LETTER = "[ABCEGHJ-NPRSTV-Z]";

/** Domestic quotes cover the USA and Canada. */
export const DOMESTIC_COUNTRIES = ["US", "CA"] as const;
export type DomesticCountry = (typeof DOMESTIC_COUNTRIES)[number];

/**
 * The quick calculator prices routes within the USA (its territories included) only: its query refuses any
 * other country (call 8), and its place lookup offers only this country's places.
 */
export const QUICK_COUNTRY = "US" satisfies DomesticCountry;

/** Longest accepted text in any free field; longer input is an abuse signal, not a real name. */
export const MAX_TEXT = 200;

/** Longest contact message (POST contact): a few paragraphs; sales answer by phone or e-mail, not in a thread. */
export const MAX_MESSAGE = 2000;

/**
 * How far ahead a ship date may lie. Carriers do not schedule further out and the estimate's season rules
 * look one year ahead; a later date is a typo (2062 for 2026) or a probe, and it would make pickup windows
 * in a year no one can book.
 */
export const SHIP_DATE_HORIZON_MONTHS = 12;
