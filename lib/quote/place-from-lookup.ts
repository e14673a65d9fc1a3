import type { CityPortItem, PlaceItem } from "@/lib/lookups";
import type { QuotePlace } from "./form-schema";

/** Turns a lookup suggestion into the place the form keeps (and the label the box shows once it is picked). */

export function placeFromPlaceItem(item: PlaceItem): QuotePlace {
  const region = [item.StateId, item.Zip].filter(Boolean).join(" ");
  const label = [item.City, region, item.CountryID === "US" ? "" : item.CountryID].filter(Boolean).join(", ");
  return {
    postalCode: item.Zip,
    city: item.City,
    state: item.StateId,
    country: item.CountryID,
    label,
    lat: item.lat,
    lng: item.lng,
  };
}

export function placeFromCityPortItem(item: CityPortItem): QuotePlace {
  const isPort = Boolean(item.PortName) && !item.Zip;
  const head = isPort ? `${item.PortName ?? ""} (${item.City})` : item.City;
  const region = [item.StateId, item.Zip].filter(Boolean).join(" ");
  const label = [head, region, item.CountryID].filter(Boolean).join(", ");
  return {
    postalCode: item.Zip ?? "",
    city: item.City,
    state: item.StateId ?? "",
    country: item.CountryID,
    label,
    lat: item.lat,
    lng: item.lng,
  };
}
