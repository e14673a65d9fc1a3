/** USA and Canada: places by name, ZIP codes and Canadian postal prefixes (city-zip-lookup). */
import { MAX_RESULTS, TYPO_MIN_POPULATION } from "./constants";
import { fold } from "./fold";
import { placeLabel } from "./labels";
import { loadNorthAmerica, type NorthAmericaData } from "./load-data";
import { PrefixIndex } from "./prefix-index";
import { qualifies, QualifierTable } from "./qualifiers";
import { parsePlaceQuery } from "./query";
import { searchReadings } from "./readings";
import type { PlaceItem } from "./schemas";
import { TypoIndex } from "./typo-index";

type NorthAmericaIndex = {
  data: NorthAmericaData;
  /** Folded place names, by place index. */
  folded: string[];
  names: PrefixIndex;
  /** Places of TYPO_MIN_POPULATION or more, found one typo away. */
  typos: TypoIndex;
  codes: PrefixIndex;
  qualifiers: QualifierTable;
};

export const COUNTRY_NAMES: Readonly<Record<string, string>> = { US: "United States", CA: "Canada" };

let built: NorthAmericaIndex | undefined;

export function northAmericaIndex(): NorthAmericaIndex {
  if (built) return built;
  const data = loadNorthAmerica();
  const keys = data.places.map((p, i): [string, number] => [fold(p[0]), i]);
  const sizes = Int32Array.from(data.places, (p) => p[2]);
  const names = new PrefixIndex(keys, sizes, MAX_RESULTS);
  const typos = new TypoIndex(
    keys.filter(([, i]) => (sizes[i] ?? 0) >= TYPO_MIN_POPULATION),
    sizes,
  );
  // Postal codes all weigh the same, so a prefix lists them in order.
  const codes = new PrefixIndex(
    data.zips.map((z, i) => [z[0].toLowerCase(), i]),
    new Int32Array(data.zips.length),
    MAX_RESULTS,
  );
  const qualifiers = new QualifierTable(
    [
      ["US", "United States"],
      ["CA", "Canada"],
    ],
    data.states.map(([id, name, country]) => ({ country, id, name })),
  );
  built = { data, folded: keys.map(([key]) => key), names, typos, codes, qualifiers };
  return built;
}

function placeItem(
  index: NorthAmericaIndex,
  placeIndex: number,
  code?: { Zip: string; lat: number; lng: number },
): PlaceItem {
  const { data } = index;
  const [City, stateIndex, , placeLat, placeLng, placeZip] = data.places[
    placeIndex
  ] as NorthAmericaData["places"][number];
  const [StateId, StateName, CountryID] = data.states[stateIndex] as NorthAmericaData["states"][number];
  const { Zip, lat, lng } = code ?? { Zip: placeZip, lat: placeLat, lng: placeLng };
  const cityKey = index.folded[placeIndex] ?? "";
  const Label = placeLabel({
    City,
    cityKey,
    StateId,
    Zip,
    CountryID,
    countryName: COUNTRY_NAMES[CountryID] ?? CountryID,
  });
  return { City, StateId, StateName, Zip, CountryID, Label, lat, lng };
}

/** A postal code's own point is closer than its place's, so it replaces it. */
function codeItem(index: NorthAmericaIndex, zipIndex: number): PlaceItem {
  const [Zip, placeIndex, lat, lng] = index.data.zips[zipIndex] as NorthAmericaData["zips"][number];
  return placeItem(index, placeIndex, { Zip, lat, lng });
}

/** Places for a query; with `country`, that country's only (the quick calculator's lookup: lib/quote QUICK_COUNTRY). */
export function searchNorthAmerica(input: string, limit = MAX_RESULTS, country?: string): PlaceItem[] {
  return searchNorthAmericaSized(input, limit, country).map((r) => r.item);
}

/** The same answers, each with its place's size (population) and folded name, for callers that merge them with other places. */
export function searchNorthAmericaSized(
  input: string,
  limit = MAX_RESULTS,
  country?: string,
): Array<{ item: PlaceItem; size: number; key: string }> {
  const index = northAmericaIndex();
  const { data, names, typos, codes, qualifiers } = index;
  const query = parsePlaceQuery(input);
  const countryOf = (placeIndex: number) => data.states[data.places[placeIndex]?.[1] ?? -1]?.[2];
  const keep = country === undefined ? undefined : (placeIndex: number) => countryOf(placeIndex) === country;
  // A postal code's shape says its country (digits: a US ZIP; letters: Canadian), so filtering after the
  // search loses nothing a kept place could have filled.
  const keepCode = (zipIndex: number) => keep?.(data.zips[zipIndex]?.[1] ?? -1) ?? true;
  const sized = (placeIndex: number, item: PlaceItem) => ({
    item,
    size: data.places[placeIndex]?.[2] ?? 0,
    key: index.folded[placeIndex] ?? "",
  });
  switch (query.kind) {
    case "zip":
    case "postal": {
      const code = (query.kind === "zip" ? query.zip : query.fsa).toLowerCase();
      return codes
        .search(code, 1)
        .filter((i) => data.zips[i]?.[0].toLowerCase() === code && keepCode(i))
        .map((i) => sized(data.zips[i]?.[1] ?? -1, codeItem(index, i)));
    }
    case "zip-prefix":
    case "postal-prefix":
      return codes
        .search(query.prefix.toLowerCase(), limit)
        .filter(keepCode)
        .map((i) => sized(data.zips[i]?.[1] ?? -1, codeItem(index, i)));
    case "name": {
      const accepts = (id: number, q: Parameters<typeof qualifies>[0]) => {
        const state = data.states[data.places[id]?.[1] ?? -1];
        return state !== undefined && qualifies(q, state[2], state[0]);
      };
      return searchReadings(query.readings, names, qualifiers, accepts, limit, typos, keep).map((i) =>
        sized(i, placeItem(index, i)),
      );
    }
  }
}

/** The naive baseline for the bench: a linear filter over every place name; scripts/bench-lookups.mjs imports it by path. @public */
export function scanNorthAmerica(input: string): PlaceItem[] {
  const index = northAmericaIndex();
  return index.names.scan(fold(input), MAX_RESULTS).map((i) => placeItem(index, i));
}
