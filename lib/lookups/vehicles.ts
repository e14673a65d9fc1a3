/** Makes (vPIC plus curated boat and equipment makes) and their models by year (make-lookup, model-lookup). */
import { maxVehicleYear } from "@/lib/quote-bounds";
import { CURATED_MAKE_WEIGHT, LATER_WORD_WEIGHT, MAX_RESULTS, RANKED_MAKE_WEIGHT } from "./constants";
import { fold } from "./fold";
import { loadVehicles, type MakeRow, type ModelRow, type VehicleData } from "./load-data";
import { PrefixIndex, type KeyPair } from "./prefix-index";
import type { MakeItem, ModelItem, ModelQuery } from "./schemas";
import { TypoIndex } from "./typo-index";

type VehicleIndex = {
  data: VehicleData;
  makes: PrefixIndex;
  /** The ranked (common) makes, found one typo away: "toyta", "chevorlet". */
  typos: TypoIndex;
  makeById: Map<number, MakeRow>;
  modelsByMake: Map<number, Array<{ row: ModelRow; folded: string; compact: string }>>;
};

let built: VehicleIndex | undefined;

/** Words of company names that nobody types to find a make ("Tiffin Motorhomes, Inc" must not answer "in"). */
const FILLER_WORDS = new Set(["inc", "llc", "ltd", "co", "corp", "corporation", "company", "mfg", "of", "the", "and"]);

/** How common a make is: its place in the curated rank, else (below every ranked make) its vPIC model count. */
function makeWeight([, , kind, models, rank]: MakeRow): number {
  if (rank > 0) return RANKED_MAKE_WEIGHT - rank;
  return kind === "vehicle" ? models : CURATED_MAKE_WEIGHT;
}

export function vehicleIndex(): VehicleIndex {
  if (built) return built;
  const data = loadVehicles();
  // Every word starts a key, so "deere" finds John Deere and "davidson" Harley-Davidson; "Inc" and "Co" start none.
  const pairs: KeyPair[] = [];
  const typoPairs: Array<[string, number]> = [];
  data.makes.forEach(([, name, , , rank], i) => {
    const words = fold(name).split(" ");
    words.forEach((word, w) => {
      if (w > 0 && FILLER_WORDS.has(word)) return;
      pairs.push(w === 0 ? [words.join(" "), i] : [words.slice(w).join(" "), i, LATER_WORD_WEIGHT]);
      // "Mercedez" is one typo from the word Mercedes, not from "mercedes benz".
      if (rank > 0) typoPairs.push([words.slice(w).join(" "), i], [word, i]);
    });
  });
  const sizes = Int32Array.from(data.makes, makeWeight);
  const makes = new PrefixIndex(pairs, sizes, MAX_RESULTS);
  const typos = new TypoIndex(typoPairs, sizes);
  const makeById = new Map(data.makes.map((m) => [m[0], m]));
  const modelsByMake = new Map<number, Array<{ row: ModelRow; folded: string; compact: string }>>();
  for (const row of data.models) {
    const folded = fold(row[1]);
    const list = modelsByMake.get(row[0]) ?? [];
    list.push({ row, folded, compact: folded.replace(/ /g, "") });
    modelsByMake.set(row[0], list);
  }
  built = { data, makes, typos, makeById, modelsByMake };
  return built;
}

/** Makes with a word starting with the input, most common first; then, if there is room, common makes one typo away. */
export function searchMakes(input: string): MakeItem[] {
  const { data, makes, typos } = vehicleIndex();
  const query = fold(input);
  const ids = makes.search(query, MAX_RESULTS);
  if (ids.length < MAX_RESULTS)
    for (const id of typos.search(query, MAX_RESULTS)) if (!ids.includes(id) && ids.length < MAX_RESULTS) ids.push(id);
  return ids.map((i) => {
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
  const latest = maxVehicleYear();
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

/** The naive baseline for the bench: a linear filter over every make name; scripts/bench-lookups.mjs imports it by path. @public */
export function scanMakes(input: string): MakeItem[] {
  const { data, makes } = vehicleIndex();
  return makes.scan(fold(input), MAX_RESULTS).map((i) => {
    const [Make_ID, make, kind] = data.makes[i] as MakeRow;
    return { make, Make_ID, kind };
  });
}
