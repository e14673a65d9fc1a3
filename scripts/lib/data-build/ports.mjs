/**
 * Seaports from sea-ports (keyed by UN/LOCODE), checked against GeoNames before use. The package has ports
 * whose coordinates lie in another country (Southampton, BM at the English port's position), latitude
 * and longitude swapped (Annaba at a point in Ethiopia), codes of a country that no longer exists (AN,
 * the Netherlands Antilles) and the same port twice under two codes (Shanghai). Every change is logged.
 */
import { fold } from "../../../lib/lookups/fold.ts";
import { haversineKm } from "./geo.mjs";
import { nameVariants } from "./populations.mjs";

/** A port's country is that of the nearest GeoNames place within this distance (reverse geocoding)... */
const REVERSE_KM = 150;
/** ...or, near a border, of any GeoNames place this close. */
const AGREE_KM = 50;
/** A port in a country GeoNames no longer lists takes the country of a place this close. */
const REASSIGN_KM = 10;
/** An agreeing port further than this from every GeoNames place of its name in its country moves to the nearest. */
const NAMESAKE_KM = 50;
/** Two ports of one name and country this close are one port listed twice. */
const SAME_PORT_KM = 10;

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "Nagoya, Aichi" is shown as Nagoya and "Jurong/Singapore" as Jurong; the other parts stay search keys. */
function displayName(text) {
  return text.split(/[,/]/)[0].trim();
}

/**
 * places: GeoNames places { name, country, lat, lng, population } in a Grid (geo.mjs), and the same places by
 * `${country}|${folded name}`. Returns the ports kept, sorted by code, and the log of what changed.
 */
export function cleanPorts(rawPorts, { grid, byCountryName, countries }) {
  const log = [];
  const agrees = (lat, lng, country) => {
    const near = grid.near(lat, lng, REVERSE_KM);
    return near[0]?.item.country === country || near.some((p) => p.km <= AGREE_KM && p.item.country === country);
  };
  const namesakes = (port) => {
    const found = new Set();
    for (const key of port.keys) for (const p of byCountryName.get(`${port.country}|${key}`) ?? []) found.add(p);
    return [...found];
  };
  const where = (lat, lng) => {
    const [nearest] = grid.near(lat, lng, REVERSE_KM);
    return nearest
      ? `in ${nearest.item.country} (${nearest.item.name}, ${nearest.km.toFixed(0)} km)`
      : `more than ${REVERSE_KM} km from any GeoNames place`;
  };

  const rows = Object.entries(rawPorts)
    .filter(
      ([code, p]) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(code) && Array.isArray(p.coordinates) && p.coordinates.length === 2,
    )
    .sort(([a], [b]) => compare(a, b))
    .map(([code, p]) => {
      const [lng, lat] = p.coordinates;
      const keys = [...new Set([...nameVariants(p.name ?? p.city), ...nameVariants(p.city ?? p.name)])];
      // The words before a bracket name the port ("Port Klang (Pelabuhan Klang)"); the rest are other names it has.
      const heads = [
        ...new Set(
          [p.name ?? p.city, p.city ?? p.name].flatMap((t) => [
            fold(displayName(t)),
            fold(displayName(t).split("(")[0]),
          ]),
        ),
      ];
      // sea-ports lists a port's codes with the current one first ("unlocs": ["CNSHA", "CNSGH"]).
      const preferred = Array.isArray(p.unlocs) && p.unlocs.length ? p.unlocs[0] : code;
      return {
        code,
        name: displayName(p.name ?? p.city),
        city: displayName(p.city ?? p.name),
        keys,
        heads,
        preferred,
        country: code.slice(0, 2),
        lat,
        lng,
      };
    });

  const checked = [];
  for (const port of rows) {
    const { code, country } = port;
    const at = `${code} ${port.name}: ${country} at (${port.lat.toFixed(2)}, ${port.lng.toFixed(2)})`;
    if (agrees(port.lat, port.lng, country)) {
      checked.push(port);
      continue;
    }
    if (agrees(port.lng, port.lat, country)) {
      log.push(`${at} lies ${where(port.lat, port.lng)}; latitude and longitude swapped back`);
      checked.push({ ...port, lat: port.lng, lng: port.lat });
      continue;
    }
    const named = namesakes(port).sort((a, b) => b.population - a.population);
    if (named.length) {
      const to = named[0];
      log.push(`${at} lies ${where(port.lat, port.lng)}; moved to ${to.name}, ${country} (${to.lat}, ${to.lng})`);
      checked.push({ ...port, lat: to.lat, lng: to.lng });
      continue;
    }
    const [nearest] = grid.near(port.lat, port.lng, REASSIGN_KM);
    if (!countries.has(country) && nearest) {
      log.push(
        `${at}: ${country} is no longer a country; now ${nearest.item.country}, where it lies (${nearest.item.name}, ${nearest.km.toFixed(0)} km)`,
      );
      checked.push({ ...port, country: nearest.item.country });
      continue;
    }
    log.push(`${at} lies ${where(port.lat, port.lng)}, and no GeoNames place of its name is in ${country}; dropped`);
  }

  for (const port of checked) {
    const named = namesakes(port);
    if (!named.length) continue;
    const [nearest] = /** @type {[{ p: import("./ports.mjs").GazetteerPlace, km: number }]} */ (
      named.map((p) => ({ p, km: haversineKm(port.lat, port.lng, p.lat, p.lng) })).sort((a, b) => a.km - b.km)
    );
    if (nearest.km > NAMESAKE_KM) {
      log.push(
        `${port.code} ${port.name}: ${nearest.km.toFixed(0)} km from the nearest GeoNames ${nearest.p.name}, ${port.country}; moved there`,
      );
      port.lat = nearest.p.lat;
      port.lng = nearest.p.lng;
    }
  }

  // One port under two codes: same name and country, same GeoNames region, a few km apart. The current code stays.
  const regionAt = (port) => {
    const [nearest] = grid.near(port.lat, port.lng, AGREE_KM);
    return nearest ? `${nearest.item.country}.${nearest.item.admin1}` : "";
  };
  const kept = [];
  for (const port of checked) {
    const at = kept.findIndex(
      (k) =>
        k.country === port.country &&
        fold(k.name) === fold(port.name) &&
        haversineKm(k.lat, k.lng, port.lat, port.lng) <= SAME_PORT_KM &&
        regionAt(k) === regionAt(port),
    );
    if (at < 0) {
      kept.push(port);
      continue;
    }
    const current = port.code === port.preferred || kept[at].preferred === port.code;
    const [keep, drop] = current ? [port, kept[at]] : [kept[at], port];
    log.push(`${drop.code} ${drop.name}, ${drop.country}: the same port as ${keep.code}; dropped`);
    kept[at] = keep;
  }
  return { ports: kept.sort((a, b) => compare(a.code, b.code)), log };
}
