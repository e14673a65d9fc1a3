/**
 * What the lookups' own data says about a place or a vehicle a request named, in the data's own spelling: the
 * words a message to an address nobody has verified may carry (lib/leads' visitor e-mails). Whatever the
 * request typed that the data does not know is left out, so a stranger's sentence never rides along.
 */
import { fold } from "./fold";
import { searchNorthAmerica, COUNTRY_NAMES } from "./north-america";
import { parsePlaceQuery } from "./query";
import { vehicleIndex } from "./vehicles";
import { worldIndex } from "./world";
import { locateWorldCity, type NamedPlace } from "./locate";

/** The country's English name from the lookups, or undefined for a code they do not list. */
function knownCountryName(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  if (COUNTRY_NAMES[upper]) return COUNTRY_NAMES[upper];
  return worldIndex().data.countries.find(([iso]) => iso === upper)?.[1];
}

/** "Doral, FL 33172": a whole US ZIP or Canadian postal code's own place, when it lies in the named country. */
function knownNorthAmericaPlace(place: NamedPlace): string | undefined {
  const code = place.postalCode?.trim();
  if (!code) return undefined;
  const kind = parsePlaceQuery(code).kind;
  if (kind !== "zip" && kind !== "postal") return undefined;
  const hit = searchNorthAmerica(code, 1)[0];
  if (!hit || hit.CountryID !== place.country.toUpperCase()) return undefined;
  return `${hit.City}, ${hit.StateId} ${hit.Zip}`;
}

/**
 * One end of a route as far as the lookups know it: a North American place from its postal code only (never
 * the typed city), elsewhere the data's city of that name and the country; "" when nothing is known.
 */
export function knownPlaceText(place: NamedPlace): string {
  const country = place.country.trim().toUpperCase();
  const countryName = knownCountryName(country);
  if (!countryName) return "";
  const northAmerican = knownNorthAmericaPlace(place);
  if (northAmerican) return northAmerican;
  if (country === "US" || country === "CA") return countryName;
  const city = place.city ? locateWorldCity(place.city, country) : undefined;
  return city ? `${city.name}, ${countryName}` : countryName;
}

/** The catalogue's make and model for what a request typed (folded alike), or undefined when it has no such pair. */
export function knownVehicle(make: string, model: string): { make: string; model: string } | undefined {
  const { data, modelsByMake } = vehicleIndex();
  const wantedMake = fold(make);
  const wantedModel = fold(model);
  if (!wantedMake || !wantedModel) return undefined;
  for (const [id, name] of data.makes) {
    if (fold(name) !== wantedMake) continue;
    const hit = modelsByMake.get(id)?.find((m) => m.folded === wantedModel);
    if (hit) return { make: name, model: hit.row[1] };
  }
  return undefined;
}
