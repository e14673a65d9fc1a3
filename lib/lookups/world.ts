/** World cities with their nearest seaport, and the seaports themselves (city-port-lookup). */
import { ANY_PLACE_CANDIDATES, MAX_PORTS_FIRST, MAX_RESULTS } from "./constants";
import { fold } from "./fold";
import { loadWorld, type WorldData } from "./load-data";
import { searchNorthAmerica } from "./north-america";
import { PrefixIndex } from "./prefix-index";
import { qualifies, QualifierTable, type Qualifier } from "./qualifiers";
import { parsePlaceQuery } from "./query";
import { searchReadings } from "./readings";
import type { CityPortItem, PlaceItem } from "./schemas";

type WorldIndex = {
  data: WorldData;
  cities: PrefixIndex;
  ports: PrefixIndex;
  qualifiers: QualifierTable;
  /** Unit vectors of the ports, for the nearest port of a ZIP code's point. */
  portVectors: Float64Array;
};

/** Only US states and Canadian provinces have ids people know; elsewhere GeoNames codes mean nothing. */
const REGION_IDS_SHOWN = new Set(["US", "CA"]);

let built: WorldIndex | undefined;

export function worldIndex(): WorldIndex {
  if (built) return built;
  const data = loadWorld();
  const cities = new PrefixIndex(
    data.cities.map((c, i) => [fold(c[0]), i]),
    Int32Array.from(data.cities, (c) => c[5]),
    ANY_PLACE_CANDIDATES,
  );
  // A port weighs as much as the number of cities it is nearest to: its hinterland.
  const portWeight = new Int32Array(data.ports.length);
  for (const c of data.cities) portWeight[c[6]] = (portWeight[c[6]] ?? 0) + 1;
  const portKeys: Array<[string, number]> = [];
  data.ports.forEach(([code, name, city], i) => {
    for (const key of new Set([fold(name), fold(city), code.toLowerCase()])) if (key) portKeys.push([key, i]);
  });
  const ports = new PrefixIndex(portKeys, portWeight, MAX_RESULTS);
  const qualifiers = new QualifierTable(
    data.countries,
    data.regions
      .filter(([country]) => REGION_IDS_SHOWN.has(data.countries[country]?.[0] ?? ""))
      .map(([country, id, name]) => ({ country: data.countries[country]?.[0] ?? "", id, name })),
  );
  const portVectors = new Float64Array(data.ports.length * 3);
  data.ports.forEach((p, i) => portVectors.set(unitVector(p[4], p[5]), i * 3));
  built = { data, cities, ports, qualifiers, portVectors };
  return built;
}

function unitVector(lat: number, lng: number): [number, number, number] {
  const rad = Math.PI / 180;
  const cosLat = Math.cos(lat * rad);
  return [cosLat * Math.cos(lng * rad), cosLat * Math.sin(lng * rad), Math.sin(lat * rad)];
}

function nearestPort(index: WorldIndex, lat: number, lng: number): number {
  const [x, y, z] = unitVector(lat, lng);
  const v = index.portVectors;
  let best = 0;
  let bestDot = -2;
  for (let i = 0; i < v.length; i += 3) {
    const dot = x * (v[i] as number) + y * (v[i + 1] as number) + z * (v[i + 2] as number);
    if (dot > bestDot) [best, bestDot] = [i / 3, dot];
  }
  return best;
}

function portFields(data: WorldData, portIndex: number): Pick<CityPortItem, "PortName" | "PortCity" | "PortCountry" | "PortCode"> {
  const port = data.ports[portIndex];
  if (!port) return {};
  return { PortName: port[1], PortCity: port[2], PortCountry: data.countries[port[3]]?.[1] ?? "", PortCode: port[0] };
}

function countryCode(data: WorldData, countryIndex: number): string {
  return data.countries[countryIndex]?.[0] ?? "";
}

function cityRegion(data: WorldData, city: WorldData["cities"][number]): { id?: string; name?: string } {
  const region = data.regions[city[2]];
  if (!region) return {};
  return { id: REGION_IDS_SHOWN.has(countryCode(data, city[1])) ? region[1] : undefined, name: region[2] };
}

function cityItem(data: WorldData, cityIndex: number): CityPortItem {
  const city = data.cities[cityIndex] as WorldData["cities"][number];
  const region = cityRegion(data, city);
  return {
    City: city[0],
    ...(region.id ? { StateId: region.id } : {}),
    ...(region.name ? { StateName: region.name } : {}),
    CountryID: countryCode(data, city[1]),
    ...portFields(data, city[6]),
    lat: city[3],
    lng: city[4],
  };
}

function portItem(data: WorldData, portIndex: number): CityPortItem {
  const port = data.ports[portIndex] as WorldData["ports"][number];
  return { City: port[2], CountryID: countryCode(data, port[3]), ...portFields(data, portIndex), lat: port[4], lng: port[5] };
}

function cityAccepts(data: WorldData) {
  return (id: number, q: Qualifier) => {
    const city = data.cities[id];
    if (!city) return false;
    return qualifies(q, countryCode(data, city[1]), cityRegion(data, city).id);
  };
}

/** Cities worldwide by name; a ZIP or postal code gives that North American place with its nearest port. */
export function searchCities(input: string, limit = MAX_RESULTS): CityPortItem[] {
  const index = worldIndex();
  const query = parsePlaceQuery(input);
  if (query.kind !== "name") {
    return searchNorthAmerica(input, limit).map((p) => ({ ...p, ...portFields(index.data, nearestPort(index, p.lat, p.lng)) }));
  }
  return searchReadings(query.readings, index.cities, index.qualifiers, cityAccepts(index.data), limit).map((i) => cityItem(index.data, i));
}

export function searchPorts(input: string, limit = MAX_RESULTS): CityPortItem[] {
  const index = worldIndex();
  const query = parsePlaceQuery(input);
  // Postal codes name no port; a UN/LOCODE ("AEJEA") is letters, so it is read as a name.
  if (query.kind !== "name") return [];
  // "Port of Mombasa" is how people name ports.
  const readings = query.readings.map((r) => ({ ...r, name: r.name.replace(/^port (of )?/, "") }));
  const accepts = (id: number, q: Qualifier) => {
    const port = index.data.ports[id];
    return port !== undefined && qualifies(q, countryCode(index.data, port[3]), undefined);
  };
  return searchReadings(readings, index.ports, index.qualifiers, accepts, limit).map((i) => portItem(index.data, i));
}

/** city-port-lookup: with searchPort, matching ports come first (up to MAX_PORTS_FIRST), then cities. */
export function searchCityPort(input: string, searchPort: boolean): CityPortItem[] {
  const cities = searchCities(input);
  if (!searchPort) return cities;
  const ports = searchPorts(input);
  const head = ports.slice(0, MAX_PORTS_FIRST);
  return [...head, ...cities, ...ports.slice(MAX_PORTS_FIRST)].slice(0, MAX_RESULTS);
}

/** auto-complete: any place. North American places and places elsewhere take turns. */
export function searchAnyPlace(input: string): PlaceItem[] {
  const northAmerica = searchNorthAmerica(input);
  if (parsePlaceQuery(input).kind !== "name") return northAmerica;
  const elsewhere = searchCities(input, ANY_PLACE_CANDIDATES)
    .filter((c) => !REGION_IDS_SHOWN.has(c.CountryID))
    .map((c): PlaceItem => ({ City: c.City, StateId: c.StateId ?? "", StateName: c.StateName ?? "", Zip: "", CountryID: c.CountryID, lat: c.lat, lng: c.lng }));
  const merged: PlaceItem[] = [];
  for (let i = 0; merged.length < MAX_RESULTS && (i < northAmerica.length || i < elsewhere.length); i++) {
    const a = northAmerica[i];
    const b = elsewhere[i];
    if (a) merged.push(a);
    if (b && merged.length < MAX_RESULTS) merged.push(b);
  }
  return merged;
}

/** The naive baseline for the bench: a linear filter over every city name. */
export function scanCities(input: string): CityPortItem[] {
  const index = worldIndex();
  return index.cities.scan(fold(input), MAX_RESULTS).map((i) => cityItem(index.data, i));
}
