/**
 * The text a suggestion shows, city first: "Houston, TX 77002, United States",
 * "Houston, Scotland, United Kingdom · nearest port Greenock (21 km)", "Houston, TX, United States · port of Houston",
 * "New York Mills, NY 13417, United States · nearest port Rotterdam, NY (113 km)" (not the Dutch one).
 * One rule for every place endpoint, so the form shows what the API says and nothing is pieced together twice.
 */
import { fold } from "./fold";

/** Only US states and Canadian provinces have ids people know; elsewhere a region is shown by name. */
export const REGION_IDS_SHOWN: ReadonlySet<string> = new Set(["US", "CA"]);

/** cityKey: the city's folded name, which the caller's index already holds. */
export type LabelPlace = {
  City: string;
  cityKey: string;
  StateId?: string;
  StateName?: string;
  Zip?: string;
  CountryID: string;
  countryName: string;
};
/** qualifier: the port's state (US, CA) or country, for a name other ports share ("Rotterdam, NY"). */
export type LabelPort = { PortName: string; own: boolean; km: number; qualifier?: string };

/**
 * Folded region and country names, kept: labels are built for every answer, and these few thousand names
 * (from the data, never from a query) repeat in almost all of them.
 */
const foldedNames = new Map<string, string>();
function folded(name: string): string {
  let f = foldedNames.get(name);
  if (f === undefined) foldedNames.set(name, (f = fold(name)));
  return f;
}

export function placeLabel(place: LabelPlace, port?: LabelPort): string {
  const region = REGION_IDS_SHOWN.has(place.CountryID) ? place.StateId : place.StateName;
  // "Dubai, Dubai", "Hamburg, Hamburg" and "Taipei, Taiwan, Taiwan" say nothing twice.
  const regionKey = region ? folded(region) : "";
  const shownRegion = region && regionKey !== place.cityKey && regionKey !== folded(place.countryName) ? region : "";
  const regionAndZip = shownRegion && place.Zip ? `${shownRegion} ${place.Zip}` : shownRegion || place.Zip || "";
  const text = regionAndZip
    ? `${place.City}, ${regionAndZip}, ${place.countryName}`
    : `${place.City}, ${place.countryName}`;
  if (!port) return text;
  return port.own
    ? `${text} · port of ${port.PortName}`
    : `${text} · nearest port ${[port.PortName, port.qualifier].filter(Boolean).join(", ")} (${Math.max(1, Math.round(port.km))} km)`;
}
