/**
 * Reads the built data files (lib/lookups/data, see scripts/data-build.mjs) once per server process,
 * on first use. Server only: it reads the disk, so client bundles never import it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LOOKUP_DATA_DIR } from "./constants";
import type { MakeKind, ModelVehicleType } from "./schemas";

/** [id, name, country] */
type StateRow = [string, string, "US" | "CA"];
/** [name, state index, size (population; below 1,000 without one: its postal codes), lat, lng, representative postal code or ""] */
type PlaceRow = [string, number, number, number, number, string];
/** [postal code, place index, lat, lng] */
type ZipRow = [string, number, number, number];
export type NorthAmericaData = { states: StateRow[]; places: PlaceRow[]; zips: ZipRow[] };

/** [ISO code, English name] */
type CountryRow = [string, string];
/** [country index, id, name] */
type RegionRow = [number, string, string];
/** [name, country index, region index or -1, lat, lng, population (0: unknown), its own port's index, else its nearest port's] */
export type CityRow = [string, number, number, number, number, number, number];
/**
 * [UN/LOCODE, name, town, country index, lat, lng, region index or -1, index of the city it is the own port of
 * or -1, size (its city's population, else a tenth of the largest city it serves), other folded forms of its own
 * name, other folded names it is known by]
 */
export type PortRow = [string, string, string, number, number, number, number, number, number, string[], string[]];
export type WorldData = { countries: CountryRow[]; regions: RegionRow[]; cities: CityRow[]; ports: PortRow[] };

/** [Make_ID, name, kind, model count, place in the common-make rank (1 = most common) or 0] */
export type MakeRow = [number, string, MakeKind, number, number];
/** [Make_ID, name, type, first year, last year or null while still made] */
export type ModelRow = [number, string, ModelVehicleType, number, number | null];
export type VehicleData = { makes: MakeRow[]; models: ModelRow[] };

const cache = new Map<string, unknown>();

function readDataFile<T>(file: string, keys: readonly string[]): T {
  const hit = cache.get(file);
  if (hit) return hit as T;
  const full = path.join(LOOKUP_DATA_DIR, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(full, "utf8"));
  } catch (error) {
    throw new Error(`Lookup data ${full} is missing or unreadable; run npm run data:build`, { cause: error });
  }
  // Rows are trusted (the build wrote them); only the file's shape is checked, row checks would cost start-up time.
  const record = parsed as Record<string, unknown>;
  for (const key of keys) {
    if (!Array.isArray(record[key]))
      throw new Error(`Lookup data ${full} has no "${key}" rows`, { cause: { file: full, key } });
  }
  cache.set(file, parsed);
  return parsed as T;
}

export function loadNorthAmerica(): NorthAmericaData {
  return readDataFile<NorthAmericaData>("north-america.json", ["states", "places", "zips"]);
}

export function loadWorld(): WorldData {
  return readDataFile<WorldData>("world.json", ["countries", "regions", "cities", "ports"]);
}

export function loadVehicles(): VehicleData {
  return readDataFile<VehicleData>("vehicles.json", ["makes", "models"]);
}
