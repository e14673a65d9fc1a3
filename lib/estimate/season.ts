import { getMonth, parseISO } from "date-fns";
import {
  SNOWBIRD_MIN_LATITUDE_CHANGE,
  SNOWBIRD_NORTHBOUND_MONTHS,
  SNOWBIRD_SOUTHBOUND_MONTHS,
  SNOWBIRD_STATES,
  SNOWBIRD_SURCHARGE,
  type Range,
} from "./constants";
import type { EstimatePlace } from "./schema";

export type SeasonAdjustment = { direction: "southbound" | "northbound"; label: string; rate: Range };

/**
 * Whether a place lies in a snowbird state: undefined when a US place comes without its state, so a
 * missing state never invents a surcharge. Places outside the US (Canadian snowbirds) never do.
 */
function inSunBelt(place: EstimatePlace): boolean | undefined {
  if (place.country !== "US") return false;
  return place.state === undefined ? undefined : SNOWBIRD_STATES.has(place.state);
}

const withinMonths = (month: number, months: Range) => month >= months.low && month <= months.high;

/** The snowbird surcharge for this route and ship date, or null when the route is out of season. */
export function snowbirdSeason(
  origin: EstimatePlace,
  destination: EstimatePlace,
  shipDate: string,
): SeasonAdjustment | null {
  const month = getMonth(parseISO(shipDate)) + 1;
  const originInBelt = inSunBelt(origin);
  const destinationInBelt = inSunBelt(destination);
  if (originInBelt === undefined || destinationInBelt === undefined) return null;
  const southward = origin.lat - destination.lat;

  if (
    withinMonths(month, SNOWBIRD_SOUTHBOUND_MONTHS) &&
    destinationInBelt &&
    !originInBelt &&
    southward >= SNOWBIRD_MIN_LATITUDE_CHANGE
  ) {
    return {
      direction: "southbound",
      label: "Snowbird season: southbound to FL, AZ or TX in Oct–Dec",
      rate: SNOWBIRD_SURCHARGE,
    };
  }
  if (
    withinMonths(month, SNOWBIRD_NORTHBOUND_MONTHS) &&
    originInBelt &&
    !destinationInBelt &&
    -southward >= SNOWBIRD_MIN_LATITUDE_CHANGE
  ) {
    return {
      direction: "northbound",
      label: "Snowbird season: northbound out of FL, AZ or TX in Apr–May",
      rate: SNOWBIRD_SURCHARGE,
    };
  }
  return null;
}
