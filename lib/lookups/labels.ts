/**
 * The text a suggestion shows, city first: "Houston, TX 77002, United States",
 * "Houston, Scotland, United Kingdom · nearest port Greenock (21 km)", "Houston, TX, United States · port of Houston".
 * One rule for every place endpoint, so the form shows what the API says and nothing is pieced together twice.
 */
import { fold } from "./fold";

/** Only US states and Canadian provinces have ids people know; elsewhere a region is shown by name. */
export const REGION_IDS_SHOWN: ReadonlySet<string> = new Set(["US", "CA"]);

export type LabelPlace = { City: string; StateId?: string; StateName?: string; Zip?: string; CountryID: string; countryName: string };
export type LabelPort = { PortName: string; own: boolean; km: number };

export function placeLabel(place: LabelPlace, port?: LabelPort): string {
  const region = REGION_IDS_SHOWN.has(place.CountryID) ? place.StateId : place.StateName;
  // "Dubai, Dubai", "Hamburg, Hamburg" and "Taipei, Taiwan, Taiwan" say nothing twice.
  const shownRegion = region && fold(region) !== fold(place.City) && fold(region) !== fold(place.countryName) ? region : "";
  const parts = [place.City, [shownRegion, place.Zip].filter(Boolean).join(" "), place.countryName].filter(Boolean);
  const text = parts.join(", ");
  if (!port) return text;
  return port.own ? `${text} · port of ${port.PortName}` : `${text} · nearest port ${port.PortName} (${Math.max(1, Math.round(port.km))} km)`;
}
