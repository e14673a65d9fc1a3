import { publicEnv } from "@/lib/config/public-env";
import type { CityPortItem, LookupAnswer, MakeItem, ModelItem, PlaceItem } from "@/lib/lookups";
import type { LookupFetcher } from "./use-lookup";

/** The lookup endpoints as the form calls them; any non-2xx answer or odd body is an error for useLookup. */
async function getData<T>(path: string, params: Record<string, string>, signal: AbortSignal): Promise<T[]> {
  const url = `${publicEnv.apiBase}/${path}?${new URLSearchParams(params).toString()}`;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  const body = (await response.json()) as Partial<LookupAnswer<T>>;
  if (!Array.isArray(body.data)) throw new Error(`${path} answered without a data list`);
  return body.data;
}

export const fetchCityZip: LookupFetcher<PlaceItem> = (input, signal) =>
  getData("locations/city-zip-lookup", { input }, signal);

/** The same lookup kept to one country's places (the quick calculator's). */
export function fetchCityZipIn(country: string): LookupFetcher<PlaceItem> {
  return (input, signal) => getData("locations/city-zip-lookup", { input, country }, signal);
}

export const fetchCityPort: LookupFetcher<CityPortItem> = (input, signal) =>
  getData("locations/city-port-lookup", { input, searchPort: "true" }, signal);

export const fetchAutoComplete: LookupFetcher<PlaceItem> = (input, signal) =>
  getData("locations/auto-complete", { input }, signal);

export const fetchMakes: LookupFetcher<MakeItem> = (input, signal) =>
  getData("vehicles/make-lookup", { input }, signal);

/** Models of a make (by its name, resolved to the lookup's id) in a year when the year is complete. */
export function modelFetcher(make: string, year: string): LookupFetcher<ModelItem> {
  return async (input, signal) => {
    const makes = await fetchMakes(make, signal);
    const match = makes.find((m) => m.make.toLowerCase() === make.trim().toLowerCase());
    if (!match) return [];
    const params: Record<string, string> = { input, make_id: String(match.Make_ID) };
    if (/^\d{4}$/.test(year)) params.year = year;
    return getData("vehicles/model-lookup", params, signal);
  };
}
