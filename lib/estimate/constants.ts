/**
 * Every rate, factor, threshold and transit figure the estimator uses, with where it comes from.
 * Published figures are the industry's own consumer guides (quoted in issue 8 and listed per constant);
 * where no figure is published the comment gives the reasoning. All money is USD per vehicle unless said.
 */
import { QUOTE_VEHICLE_TYPES } from "@/lib/quote-bounds";

/** A low–high pair: the estimator always answers with a range, never a single price. */
export type Range = { readonly low: number; readonly high: number };

/** IUGG mean Earth radius (6,371.0088 km) in statute miles, for the haversine great-circle distance. */
export const EARTH_RADIUS_MILES = 3958.7613;

/** Roads are longer than the great circle; ~1.2 is the usual circuity of the US interstate network (issue 8). */
export const ROAD_FACTOR = 1.2;

/** Line items are rounded to whole $5 so the breakdown reads as an estimate, not a false-precision quote. */
export const ROUND_TO_DOLLARS = 5;

/** The vehicle types the estimator has a size factor for: the quote's types, and motorcycles. */
export const PRICED_VEHICLE_TYPES = [...QUOTE_VEHICLE_TYPES, "Motorcycle"] as const;
export type PricedVehicleType = (typeof PRICED_VEHICLE_TYPES)[number];

/**
 * Carriers sell deck space: a bigger or heavier vehicle takes more of it or limits the load.
 * Guides quote SUVs about $100–200 and full-size pickups/vans about $200–400 above a sedan on a
 * ~$1,000 trip, hence +15 % / +25 %. Motorcycles take a fraction of a car slot but need strapping
 * and often a pallet, so they are quoted at roughly three quarters of a car.
 */
export const SIZE_FACTORS: Readonly<Record<PricedVehicleType, number>> = {
  Car: 1.0,
  SUV: 1.15,
  Pickup: 1.25,
  Van: 1.25,
  Motorcycle: 0.75,
};

/** Per-vehicle charge before the per-mile part: loading, securing, paperwork, the detour to the door. */
export const BASE_CHARGE: Range = { low: 100, high: 150 };

/**
 * Tapered per-mile rate, applied like tax brackets: each mile is charged at the rate of the band it
 * falls in, so the average rate per mile falls with distance and the price has no jump at a band edge.
 * Calibrated so a sedan on an open carrier lands on the published averages (nxautotransport.com
 * "cost to ship a car per mile": $1.00/mi at 500 mi, $0.75 at 1,000 mi, $0.55 at 2,000 mi, $0.50 at
 * 2,500 mi; its 2024 update: $1.50–1.75 under 300 mi, $1.20 at 500 mi, $0.90 at 1,000 mi, $0.60 at
 * 2,000 mi) and inside issue 8's bands: $1.00–2.00 under 500 mi, ~$0.75 around 1,000 mi, $0.50–0.85
 * beyond 2,000 mi. The low rate stays at $0.42 past 2,000 mi so coast-to-coast never averages under $0.50.
 */
export const PER_MILE_BANDS: readonly { readonly upToMiles: number; readonly rate: Range }[] = [
  { upToMiles: 500, rate: { low: 0.8, high: 0.9 } },
  { upToMiles: 2000, rate: { low: 0.42, high: 0.54 } },
  { upToMiles: Number.POSITIVE_INFINITY, rate: { low: 0.42, high: 0.5 } },
];

/**
 * Short trips cost the carrier a half-day whatever the miles; brokers' published minimums sit around
 * $300–400 for a sedan (nxautotransport.com: 100–200 mi at ~$1.75/mi). Applied per vehicle, per bound.
 */
export const MINIMUM_CHARGE: Range = { low: 300, high: 400 };

/**
 * A road leg shorter than this (it reads "0 mi") is no leg: its two ends are the same place, so it is never
 * charged MINIMUM_CHARGE. A domestic route this short is not priced at all; an export's truck leg this short is
 * left out (the door is the port), and the freight is the estimate.
 */
export const MIN_ROAD_LEG_MILES = 1;

/** Enclosed trailers carry 2–7 vehicles instead of 7–10: +35–40 % on the transport charge (issue 8). */
export const ENCLOSED_SURCHARGE: Range = { low: 0.35, high: 0.4 };

/** A non-running vehicle needs a winch and more loading time: +$150–200 each (issue 8). */
export const INOPERABLE_FEE: Range = { low: 150, high: 200 };

/**
 * Snowbird season (issue 8; dealer-transport.com "snowbird season", movecar.com "snowbird seasons",
 * blog.diytransport.com): southbound demand into the sun-belt states peaks October–December and the
 * return north peaks April–May. Guides report 30–50 % swings and "nearly double" at the very peak;
 * an estimate for the whole window uses +15–30 %. Months are 1-based and inclusive.
 */
export const SNOWBIRD_STATES: ReadonlySet<string> = new Set(["FL", "AZ", "TX"]);
export const SNOWBIRD_SOUTHBOUND_MONTHS: Range = { low: 10, high: 12 };
export const SNOWBIRD_NORTHBOUND_MONTHS: Range = { low: 4, high: 5 };
export const SNOWBIRD_SURCHARGE: Range = { low: 0.15, high: 0.3 };
/** ~2° of latitude (~140 mi): a hop between neighbouring towns is not a snowbird migration. */
export const SNOWBIRD_MIN_LATITUDE_CHANGE = 2;

/**
 * Several vehicles on one order share the pickup and delivery stops and fill the truck faster, so
 * brokers take a little off (commonly $50–100 per extra vehicle, i.e. roughly 5–10 %). The discount
 * applies to transport, enclosed and season charges, not to the inoperable fee (that work is per vehicle).
 * Highest matching entry wins.
 */
export const MULTI_VEHICLE_DISCOUNTS: readonly { readonly minVehicles: number; readonly rate: number }[] = [
  { minVehicles: 2, rate: 0.05 },
  { minVehicles: 3, rate: 0.08 },
  { minVehicles: 5, rate: 0.1 },
];

/** Days in transit: distance at a fast and a slow daily pace, plus the days spent loading, at ports, in customs. */
export type TransitRule = {
  readonly fastMilesPerDay: number;
  readonly slowMilesPerDay: number;
  readonly handlingDays: Range;
};

/**
 * Road transit: a car carrier covers 400–500 mi a day under the hours-of-service rules, plus a day or
 * two for loading and unloading (autotransportdirect.com "how long does it take to ship a car";
 * engineerfix.com: 1–3 days under 500 mi, 3–7 days for 500–1,500 mi, 7–14 days cross-country).
 */
export const ROAD_TRANSIT: TransitRule = {
  fastMilesPerDay: 500,
  slowMilesPerDay: 350,
  handlingDays: { low: 1, high: 2 },
};

export const INTERNATIONAL_TIERS = ["roro", "shared-container", "container-20", "container-40", "air"] as const;
export type InternationalTier = (typeof INTERNATIONAL_TIERS)[number];

type TierRule = {
  readonly label: string;
  /** "vehicle": priced per vehicle (scaled by its size); "container": priced per box holding `capacity`. */
  readonly unit: "vehicle" | "container";
  readonly capacity: number;
  /** Price of one unit: base + perMile × great-circle port-to-port miles, for each bound. */
  readonly base: Range;
  readonly perMile: Range;
  /** Great-circle miles per day and days at the ports (receiving, waiting for a sailing, customs). */
  readonly transit: TransitRule;
};

/**
 * International tiers. The price grows with the great-circle distance between the ports so that every
 * lane is covered without a per-country table; it is calibrated on published lanes: US East Coast →
 * Europe (~3,850 mi) RoRo $1,500–2,600, container $2,500–5,000, 10–25 days; US West Coast → Japan
 * (~5,500 mi) RoRo $1,900–3,200, container $3,000–6,000 (winenfood.com "estimating the cost to
 * transport a car on a ship", 2026); air freight from ~$8,000 for a sedan to $20,000+ on long lanes
 * (engineerfix.com "how much does it cost to fly a car"), 3–10 days door to door. A shared container
 * sits between RoRo and a private box; a 40 ft box holds 2–4 cars, 3 without a racking system.
 * Vessels sail 16–18 knots (~440–500 mi a day) along routes ~1.25× the great circle: 350–400 great-circle mi a day.
 * Excluded everywhere: duties, import taxes, destination port and terminal fees, marine insurance.
 */
/** Every sea tier sails the same vessels: 350–400 great-circle miles a day (see above). */
const VESSEL_SPEED = { fastMilesPerDay: 400, slowMilesPerDay: 350 } as const;

export const TIER_RULES: Readonly<Record<InternationalTier, TierRule>> = {
  roro: {
    label: "Roll-on/roll-off vessel",
    unit: "vehicle",
    capacity: 1,
    base: { low: 900, high: 1500 },
    perMile: { low: 0.16, high: 0.28 },
    transit: { ...VESSEL_SPEED, handlingDays: { low: 7, high: 14 } },
  },
  "shared-container": {
    label: "Shared container",
    unit: "vehicle",
    capacity: 1,
    base: { low: 1100, high: 1900 },
    perMile: { low: 0.2, high: 0.36 },
    // Waiting for the container to fill with other shippers' cars adds one to two weeks.
    transit: { ...VESSEL_SPEED, handlingDays: { low: 10, high: 28 } },
  },
  "container-20": {
    label: "Private 20 ft container",
    unit: "container",
    capacity: 1,
    base: { low: 1500, high: 2800 },
    perMile: { low: 0.26, high: 0.56 },
    transit: { ...VESSEL_SPEED, handlingDays: { low: 7, high: 18 } },
  },
  "container-40": {
    label: "Private 40 ft container",
    unit: "container",
    capacity: 3,
    base: { low: 2200, high: 4000 },
    perMile: { low: 0.36, high: 0.8 },
    transit: { ...VESSEL_SPEED, handlingDays: { low: 7, high: 18 } },
  },
  air: {
    label: "Air freight",
    unit: "vehicle",
    capacity: 1,
    base: { low: 7000, high: 11000 },
    perMile: { low: 0.5, high: 1.5 },
    transit: { fastMilesPerDay: 5000, slowMilesPerDay: 2500, handlingDays: { low: 3, high: 7 } },
  },
};

/** Ports and airlines charge to forklift or winch a non-runner; RoRo lines often refuse them outright. */
export const INTERNATIONAL_INOPERABLE_FEE: Range = { low: 250, high: 500 };

/**
 * Bounds of an estimate as estimateResultSchema checks it (an estimate a client sends, or one read back).
 * The dearest shipment the rules above can price is ten vans by air half-way round the world with a truck leg,
 * about $410,000; a figure over a million dollars is not an estimate of ours.
 */
export const MAX_ESTIMATE_DOLLARS = 1_000_000;
/** No route is longer than the Earth's circumference (24,901 mi); the longest we price is about half of it plus a truck leg. */
export const MAX_ESTIMATE_MILES = 25_000;
/** The longest line label the estimator writes is about 75 characters (a container line with its route). */
export const MAX_LINE_LABEL_LENGTH = 120;
