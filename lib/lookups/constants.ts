import path from "node:path";

/** At most this many suggestions per answer. */
export const MAX_RESULTS = 10;
/** auto-complete draws this many world cities, drops the North American ones, and merges the rest. */
export const ANY_PLACE_CANDIDATES = MAX_RESULTS * 2;
/** city-port-lookup draws this many places, so that dropping a town GeoNames lists twice still leaves a full list. */
export const CITY_PORT_CANDIDATES = MAX_RESULTS + 4;
/** Longest accepted query; nothing a person types into a place or make field is longer. */
export const INPUT_MAX_LENGTH = 100;
/** Hand-curated boat and heavy-equipment makes use ids from here on (vPIC ids are far below). */
export const CURATED_MAKE_ID_MIN = 900_000;
/** Prefixes up to this length have their best answers computed when the index is built: their ranges are the longest to scan. */
export const PRECOMPUTED_PREFIX_LENGTH = 3;

/** From this length on, a query equal to a whole name counts as a whole-name match. */
export const EXACT_MIN_LENGTH = 4;
/**
 * A whole-name match ranks as if the place were this many times larger: "Bath" lists Bath (94,000 people)
 * before Bathinda (285,000), but "Mont" does not put a village called Mont before Montréal (1.6 million).
 */
export const EXACT_BOOST = 20;
/**
 * In city-port answers a city with its own seaport, or a seaport, ranks as if this many times larger: on the
 * international form "Valencia" means the Spanish port (800,000 people) before Valencia, Venezuela (1.4 million).
 */
export const PORT_BOOST = 3;
/** A port found by another of its names ("Port Klang" of "Westport (Port Klang)") counts this fraction of its size. */
export const PORT_ALIAS_WEIGHT = 0.1;
/** A make in the curated common-make rank outranks every other make: rank 1 weighs this, rank 2 one less... */
export const RANKED_MAKE_WEIGHT = 1_000_000;
/**
 * A make found by a later word of its name counts this fraction of its weight: "riv" means Rivian before Forest
 * River, yet "davidson" still finds Harley-Davidson before any rare make whose name starts with it.
 */
export const LATER_WORD_WEIGHT = 0.001;
/** Curated boat and equipment makes outside the common-make rank weigh like a mid-sized vPIC make (vPIC weighs by model count). */
export const CURATED_MAKE_WEIGHT = 10;

/** A query of at least this many letters that is one edit (a letter missing, extra, wrong or two swapped) from a name also finds it. */
export const TYPO_MIN_LENGTH = 4;
/** Only places this large are found through a typo: the typo list stays short and the answers are the ones people mean. */
export const TYPO_MIN_POPULATION = 100_000;

/** A postal code's nearest port within this distance, in a town of the code's name, is that town's own port. */
export const OWN_PORT_KM = 50;

/** The data changes only with a deploy: browsers keep answers a day, shared caches a week. */
export const LOOKUP_CACHE_CONTROL = "public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400";

/** Built by `npm run data:build`; read from disk at run time, never bundled into client code. */
export const LOOKUP_DATA_DIR = path.join(process.cwd(), "lib", "lookups", "data");
