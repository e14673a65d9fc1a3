import path from "node:path";

/** At most this many suggestions per answer. */
export const MAX_RESULTS = 10;
/** auto-complete draws this many world cities, drops the North American ones, and interleaves the rest. */
export const ANY_PLACE_CANDIDATES = MAX_RESULTS * 2;
/** Longest accepted query; nothing a person types into a place or make field is longer. */
export const INPUT_MAX_LENGTH = 100;
/** The earliest model year accepted (the year of the first automobile patent application, as the original site had it). */
export const FIRST_MODEL_YEAR = 1877;
/** Hand-curated boat and heavy-equipment makes use ids from here on (vPIC ids are far below). */
export const CURATED_MAKE_ID_MIN = 900_000;
/** City-port answers list at most this many ports before the cities. */
export const MAX_PORTS_FIRST = 5;
/** Prefixes up to this length have their best answers computed when the index is built: their ranges are the longest to scan. */
export const PRECOMPUTED_PREFIX_LENGTH = 3;

/** From this length on, a query equal to a whole name ranks that name first. */
export const EXACT_MIN_LENGTH = 4;

/** The data changes only with a deploy: browsers keep answers a day, shared caches a week. */
export const LOOKUP_CACHE_CONTROL = "public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400";

/** Built by `npm run data:build`; read from disk at run time, never bundled into client code. */
export const LOOKUP_DATA_DIR = path.join(process.cwd(), "lib", "lookups", "data");

/** The model year a buyer can get today: next year's models go on sale during this one. */
export function latestModelYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}
