/**
 * World cities and seaports as places (city-port-lookup, auto-complete). A city that is a seaport and its
 * port are one place; a seaport in no listed town is a place of its own. Ranked by population (GeoNames),
 * a port or port city counting PORT_BOOST times in city-port answers.
 */
import {
  ANY_PLACE_CANDIDATES,
  CITY_PORT_CANDIDATES,
  EXACT_BOOST,
  EXACT_MIN_LENGTH,
  MAX_RESULTS,
  OWN_PORT_KM,
  PORT_ALIAS_WEIGHT,
  PORT_BOOST,
  TYPO_MIN_POPULATION,
} from "./constants";
import { fold } from "./fold";
import { distanceKm, nearestOf, unitVector } from "./geo";
import { placeLabel, REGION_IDS_SHOWN, type LabelPort } from "./labels";
import { loadWorld, type CityRow, type PortRow, type WorldData } from "./load-data";
import { COUNTRY_NAMES, searchNorthAmerica, searchNorthAmericaSized } from "./north-america";
import { PrefixIndex, type KeyPair } from "./prefix-index";
import { qualifies, QualifierTable, type Qualifier } from "./qualifiers";
import { parsePlaceQuery, type NameReading } from "./query";
import { searchReadings } from "./readings";
import type { CityPortItem, PlaceItem } from "./schemas";
import { TypoIndex } from "./typo-index";

type WorldIndex = {
  data: WorldData;
  /** Folded city names by city id, and folded port towns by port index. */
  cityKeys: string[];
  portTowns: string[];
  /** City names -> city ids (the row index). */
  cities: PrefixIndex;
  /** City names, and each port's name, town, code and other names -> place ids: a city id, or cities.length + port index for a port that is no city's own. */
  places: PrefixIndex;
  /** Cities of TYPO_MIN_POPULATION or more, found one typo away (city ids are the same in both indexes). */
  typos: TypoIndex;
  qualifiers: QualifierTable;
  /** Unit vectors of the ports, for the nearest port of a ZIP code's point. */
  portVectors: Float64Array;
  /** Folded port names, towns and other names -> port indexes. */
  portsByName: Map<string, number[]>;
  /** Folded names two or more ports go by (Rotterdam in the Netherlands and in New York): a label qualifies them. */
  sharedPortNames: Set<string>;
};

let built: WorldIndex | undefined;

function compareKeys(a: KeyPair, b: KeyPair): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1];
}

/** Two sorted key lists as one, so the places index need not sort 170,000 city names again. */
function mergeSorted(a: KeyPair[], b: KeyPair[]): KeyPair[] {
  const out: KeyPair[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && compareKeys(a[i] as KeyPair, b[j] as KeyPair) <= 0))
      out.push(a[i++] as KeyPair);
    else out.push(b[j++] as KeyPair);
  }
  return out;
}

export function worldIndex(): WorldIndex {
  if (built) return built;
  const data = loadWorld();
  const cityCount = data.cities.length;
  const cityKeys = data.cities.map((c, i): [string, number] => [fold(c[0]), i]);
  const population = Int32Array.from(data.cities, (c) => c[5]);
  const cities = new PrefixIndex(cityKeys, population, ANY_PLACE_CANDIDATES);

  // A port city weighs as its population or its port's size, whichever is larger (Jebel Ali serves Dubai).
  const placeSizes = new Int32Array(cityCount + data.ports.length);
  data.cities.forEach((c, i) => {
    const port = data.ports[c[6]];
    placeSizes[i] = port?.[7] === i ? Math.max(c[5], port[8]) * PORT_BOOST : c[5];
  });
  const portKeys: KeyPair[] = [];
  const portsByName = new Map<string, number[]>();
  data.ports.forEach(([code, name, town, , , , , ownCity, size, heads, others], p) => {
    const id = ownCity >= 0 ? ownCity : cityCount + p;
    if (ownCity < 0) placeSizes[id] = size * PORT_BOOST;
    const names = new Set([fold(name), fold(town), ...heads, code.toLowerCase()]);
    for (const key of [...names, ...others]) portsByName.set(key, [...(portsByName.get(key) ?? []), p]);
    for (const key of names) if (key) portKeys.push([key, id]);
    // "Westport (Port Klang)" is in Port Klang, not Port Klang itself: such names weigh less than a port's own.
    for (const key of others) if (!names.has(key)) portKeys.push([key, id, PORT_ALIAS_WEIGHT]);
  });
  const places = new PrefixIndex(mergeSorted(cityKeys, portKeys.sort(compareKeys)), placeSizes, CITY_PORT_CANDIDATES);
  const typos = new TypoIndex(
    cityKeys.filter(([, i]) => (population[i] ?? 0) >= TYPO_MIN_POPULATION),
    population,
  );
  const qualifiers = new QualifierTable(
    data.countries,
    data.regions
      .filter(([country]) => REGION_IDS_SHOWN.has(data.countries[country]?.[0] ?? ""))
      .map(([country, id, name]) => ({ country: data.countries[country]?.[0] ?? "", id, name })),
  );
  const portVectors = new Float64Array(data.ports.length * 3);
  data.ports.forEach((p, i) => portVectors.set(unitVector(p[4], p[5]), i * 3));
  const portTowns = data.ports.map((p) => fold(p[2]));
  const seenNames = new Set<string>();
  const sharedPortNames = new Set<string>();
  for (const p of data.ports) {
    const key = fold(p[1]);
    (seenNames.has(key) ? sharedPortNames : seenNames).add(key);
  }
  built = {
    data,
    cityKeys: cityKeys.map(([key]) => key),
    portTowns,
    cities,
    places,
    typos,
    qualifiers,
    portVectors,
    portsByName,
    sharedPortNames,
  };
  return built;
}

function countryCode(data: WorldData, countryIndex: number): string {
  return data.countries[countryIndex]?.[0] ?? "";
}

function countryName(data: WorldData, countryIndex: number): string {
  return data.countries[countryIndex]?.[1] ?? "";
}

function region(data: WorldData, regionIndex: number): { StateId?: string; StateName?: string } {
  const row = data.regions[regionIndex];
  if (!row) return {};
  return { ...(REGION_IDS_SHOWN.has(countryCode(data, row[0])) ? { StateId: row[1] } : {}), StateName: row[2] };
}

function portFields(
  data: WorldData,
  port: PortRow,
): Pick<CityPortItem, "PortName" | "PortCity" | "PortCountry" | "PortCode"> {
  return { PortName: port[1], PortCity: port[2], PortCountry: countryName(data, port[3]), PortCode: port[0] };
}

/** How a label names a port: with its state (US, CA) or country when other ports share its name. */
function labelPort(index: WorldIndex, port: PortRow, own: boolean, km: number): LabelPort {
  if (!index.sharedPortNames.has(fold(port[1]))) return { PortName: port[1], own, km };
  const { data } = index;
  const qualifier = region(data, port[6]).StateId ?? countryName(data, port[3]);
  return { PortName: port[1], own, km, qualifier };
}

/** One answer: a town (a city, or a port's town) in a region and country, with a port. Built field by field: it runs for every answer. */
function item(
  index: WorldIndex,
  town: { City: string; cityKey: string; regionIndex: number; countryIndex: number; lat: number; lng: number },
  port: PortRow,
  own: boolean,
): CityPortItem {
  const { data } = index;
  const CountryID = countryCode(data, town.countryIndex);
  const regionRow = data.regions[town.regionIndex];
  const StateId = regionRow && REGION_IDS_SHOWN.has(CountryID) ? regionRow[1] : undefined;
  const StateName = regionRow?.[2];
  const countryNameText = countryName(data, town.countryIndex);
  const km = own ? 0 : distanceKm(town.lat, town.lng, port[4], port[5]);
  const Label = placeLabel(
    { City: town.City, cityKey: town.cityKey, StateId, StateName, CountryID, countryName: countryNameText },
    labelPort(index, port, own, km),
  );
  // The spec's field order: City, StateId, StateName, CountryID, the port, then the label and the point.
  return {
    City: town.City,
    ...(StateId !== undefined ? { StateId } : {}),
    ...(StateName !== undefined ? { StateName } : {}),
    CountryID,
    PortName: port[1],
    PortCity: port[2],
    PortCountry: countryName(data, port[3]),
    PortCode: port[0],
    Label,
    lat: town.lat,
    lng: town.lng,
  };
}

/** A city with its own port, else its nearest; a seaport in no listed city is the place itself, in its town's region. */
function placeItem(index: WorldIndex, placeId: number): CityPortItem {
  const { data } = index;
  const city = data.cities[placeId];
  if (city) {
    const port = data.ports[city[6]] as PortRow;
    const town = {
      City: city[0],
      cityKey: index.cityKeys[placeId] ?? "",
      regionIndex: city[2],
      countryIndex: city[1],
      lat: city[3],
      lng: city[4],
    };
    return item(index, town, port, port[7] === placeId);
  }
  const portIndex = placeId - data.cities.length;
  const port = data.ports[portIndex] as PortRow;
  const town = {
    City: port[2],
    cityKey: index.portTowns[portIndex] ?? "",
    regionIndex: port[6],
    countryIndex: port[3],
    lat: port[4],
    lng: port[5],
  };
  return item(index, town, port, true);
}

/**
 * What makes two answers the same place to a visitor: the same town in the same region and country. GeoNames
 * lists a few towns twice; the larger stays, whichever port each would show. Read from the rows, before any
 * answer is built.
 */
function sameness(index: WorldIndex, placeId: number): string {
  const city = index.data.cities[placeId];
  if (city) return `${index.cityKeys[placeId]}|${city[2]}|${city[1]}`;
  const portIndex = placeId - index.data.cities.length;
  const port = index.data.ports[portIndex] as PortRow;
  return `${index.portTowns[portIndex]}|${port[6]}|${port[3]}`;
}

/** The first `limit` ids, none the same place as an earlier one. */
function distinct(index: WorldIndex, ids: number[], limit = MAX_RESULTS): number[] {
  const out: number[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const key = sameness(index, id);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id);
    if (out.length === limit) break;
  }
  return out;
}

/** A US or Canadian postal code's place with the port nearest to the code's point. */
function withNearestPort(index: WorldIndex, item: PlaceItem): CityPortItem {
  const { data } = index;
  const port = data.ports[nearestOf(index.portVectors, item.lat, item.lng)] as PortRow;
  const km = distanceKm(item.lat, item.lng, port[4], port[5]);
  const cityKey = fold(item.City);
  const own =
    km <= OWN_PORT_KM &&
    countryCode(data, port[3]) === item.CountryID &&
    (fold(port[2]) === cityKey || fold(port[1]) === cityKey);
  const place = {
    City: item.City,
    StateId: item.StateId,
    StateName: item.StateName,
    Zip: item.Zip,
    CountryID: item.CountryID,
  };
  const Label = placeLabel(
    { ...place, cityKey, countryName: COUNTRY_NAMES[item.CountryID] ?? item.CountryID },
    labelPort(index, port, own, km),
  );
  return { ...place, ...portFields(data, port), Label, lat: item.lat, lng: item.lng };
}

function placeAccepts(data: WorldData) {
  return (id: number, q: Qualifier) => {
    const city = data.cities[id];
    if (city) return qualifies(q, countryCode(data, city[1]), region(data, city[2]).StateId);
    const port = data.ports[id - data.cities.length];
    return port !== undefined && qualifies(q, countryCode(data, port[3]), region(data, port[6]).StateId);
  };
}

/** "Port of Mombasa" is how people name ports; the words are also read without "port of". */
function withoutPortOf(readings: NameReading[]): NameReading[] {
  const stripped = readings
    .filter((r) => r.name.startsWith("port of "))
    .map((r) => ({ ...r, name: r.name.slice("port of ".length) }));
  return [...readings, ...stripped];
}

/**
 * city-port-lookup: one entry per place, largest first. With searchPort, seaports are found too (by name,
 * town, UN/LOCODE such as "AEJEA", or "Port of ...") and a port or port city counts PORT_BOOST times its size.
 * A ZIP or postal code gives that North American place with its nearest port.
 */
export function searchCityPort(input: string, searchPort: boolean): CityPortItem[] {
  const index = worldIndex();
  const query = parsePlaceQuery(input);
  if (query.kind !== "name") return searchNorthAmerica(input).map((p) => withNearestPort(index, p));
  const readings = searchPort ? withoutPortOf(query.readings) : query.readings;
  const ids = searchReadings(
    readings,
    searchPort ? index.places : index.cities,
    index.qualifiers,
    placeAccepts(index.data),
    CITY_PORT_CANDIDATES,
    index.typos,
  );
  return distinct(index, ids).map((id) => placeItem(index, id));
}

/**
 * auto-complete: any place. North American places (city-zip-lookup's) and places elsewhere, merged by size
 * with the same whole-name boost as within each list: "London" is London, England before London, Ontario.
 */
export function searchAnyPlace(input: string): PlaceItem[] {
  const northAmerica = searchNorthAmericaSized(input);
  const query = parsePlaceQuery(input);
  if (query.kind !== "name") return northAmerica.map((r) => r.item);
  const index = worldIndex();
  const { data, cities, qualifiers, typos } = index;
  const ids = searchReadings(query.readings, cities, qualifiers, placeAccepts(data), ANY_PLACE_CANDIDATES, typos);
  const abroad = ids.filter((i) => !REGION_IDS_SHOWN.has(countryCode(data, data.cities[i]?.[1] ?? -1)));
  const elsewhere = distinct(index, abroad).map((i) => {
    const city = data.cities[i] as CityRow;
    const place = {
      City: city[0],
      StateId: "",
      StateName: "",
      ...region(data, city[2]),
      Zip: "",
      CountryID: countryCode(data, city[1]),
    };
    const label = placeLabel({ ...place, cityKey: index.cityKeys[i] ?? "", countryName: countryName(data, city[1]) });
    return {
      item: { ...place, Label: label, lat: city[3], lng: city[4] } as PlaceItem,
      size: city[5],
      key: index.cityKeys[i] ?? "",
    };
  });
  const names = new Set(query.readings.map((r) => r.name).filter((n) => n.length >= EXACT_MIN_LENGTH));
  const scored = (list: Array<{ item: PlaceItem; size: number; key: string }>) =>
    list.map((r) => ({ item: r.item, score: r.size * (names.has(r.key) ? EXACT_BOOST : 1) }));
  const [here, there] = [scored(northAmerica), scored(elsewhere)];
  // Each list keeps its own order (qualified readings first, typos last); the larger head goes next.
  const merged: PlaceItem[] = [];
  let [a, b] = [0, 0];
  while (merged.length < MAX_RESULTS && (a < here.length || b < there.length)) {
    const [x, y] = [here[a], there[b]];
    if (x && (!y || x.score >= y.score)) [merged[merged.length], a] = [x.item, a + 1];
    else if (y) [merged[merged.length], b] = [y.item, b + 1];
  }
  return merged;
}

/** The naive baseline for the bench: a linear filter over every city name; scripts/bench-lookups.mjs imports it by path. @public */
export function scanCities(input: string): CityPortItem[] {
  const index = worldIndex();
  return index.cities.scan(fold(input), MAX_RESULTS).map((i) => placeItem(index, i));
}
