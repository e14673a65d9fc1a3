/** Makes (vPIC plus curated boat and equipment makes) and their models by year (make-lookup, model-lookup). */
import { MAX_RESULTS, latestModelYear } from "./constants";
import { fold } from "./fold";
import { loadVehicles, type MakeRow, type ModelRow, type VehicleData } from "./load-data";
import { PrefixIndex } from "./prefix-index";
import type { MakeItem, ModelItem, ModelQuery } from "./schemas";

type VehicleIndex = {
  data: VehicleData;
  makes: PrefixIndex;
  makeById: Map<number, MakeRow>;
  modelsByMake: Map<number, Array<{ row: ModelRow; folded: string; compact: string }>>;
};

/** Curated makes have no vPIC model count; this weight ranks them like a mid-sized vPIC make. */
const CURATED_MAKE_WEIGHT = 10;

let built: VehicleIndex | undefined;

export function vehicleIndex(): VehicleIndex {
  if (built) return built;
  const data = loadVehicles();
  // Every word starts a key, so "deere" finds John Deere and "davidson" Harley-Davidson.
  const pairs: Array<[string, number]> = [];
  data.makes.forEach(([, name], i) => {
    const words = fold(name).split(" ");
    words.forEach((_, w) => pairs.push([words.slice(w).join(" "), i]));
  });
  const sizes = Int32Array.from(data.makes, (m) => (m[2] === "vehicle" ? m[3] : CURATED_MAKE_WEIGHT));
  const makes = new PrefixIndex(pairs, sizes, MAX_RESULTS);
  const makeById = new Map(data.makes.map((m) => [m[0], m]));
  const modelsByMake = new Map<number, Array<{ row: ModelRow; folded: string; compact: string }>>();
  for (const row of data.models) {
    const folded = fold(row[1]);
    const list = modelsByMake.get(row[0]) ?? [];
    list.push({ row, folded, compact: folded.replace(/ /g, "") });
    modelsByMake.set(row[0], list);
  }
  built = { data, makes, makeById, modelsByMake };
  return built;
}

export function searchMakes(input: string): MakeItem[] {
  const { data, makes } = vehicleIndex();
  return makes.search(fold(input), MAX_RESULTS).map((i) => {
    const [Make_ID, make, kind] = data.makes[i] as MakeRow;
    return { make, Make_ID, kind };
  });
}

/**
 * Models of one make, optionally made in `year`, whose name or one of its words starts with the input;
 * "f150" finds "F-150". Whole-name matches first, then the most recent models, then by name.
 */
export function searchModels(query: ModelQuery): ModelItem[] {
  const { makeById, modelsByMake } = vehicleIndex();
  const make = makeById.get(query.make_id);
  const models = modelsByMake.get(query.make_id);
  if (!make || !models) return [];
  const latest = latestModelYear();
  const wanted = fold(query.input);
  const wantedCompact = wanted.replace(/ /g, "");
  const hits: Array<{ row: ModelRow; rank: number; last: number }> = [];
  for (const m of models) {
    const [, , , from, to] = m.row;
    const last = to ?? latest;
    if (query.year !== undefined && (query.year < from || query.year > last)) continue;
    let rank: number;
    if (m.compact === wantedCompact) rank = 0;
    else if (m.folded.startsWith(wanted) || m.compact.startsWith(wantedCompact)) rank = 1;
    else if (m.folded.split(" ").some((w) => w.startsWith(wanted))) rank = 2;
    else continue;
    hits.push({ row: m.row, rank, last });
  }
  hits.sort((a, b) => a.rank - b.rank || b.last - a.last || (a.row[1] < b.row[1] ? -1 : a.row[1] > b.row[1] ? 1 : 0));
  return hits.slice(0, MAX_RESULTS).map(({ row, last }) => ({
    model: row[1],
    make: make[1],
    type: row[2],
    year: query.year ?? last,
    yearFrom: row[3],
    yearTo: row[4],
  }));
}

/** The naive baseline for the bench: a linear filter over every make name. */
export function scanMakes(input: string): MakeItem[] {
  const { data, makes } = vehicleIndex();
  return makes.scan(fold(input), MAX_RESULTS).map((i) => {
    const [Make_ID, make, kind] = data.makes[i] as MakeRow;
    return { make, Make_ID, kind };
  });
}
