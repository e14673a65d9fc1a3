import { DOMESTIC_COUNTRIES, SHIPPING_METHODS, type ShippingMethod } from "@/lib/quote-bounds";
import type { QuotePlace } from "./form-schema";

export type ShippingMethodChoice = { options: readonly ShippingMethod[]; preselected: ShippingMethod | "" };

const FROM_NORTH_AMERICA: ShippingMethodChoice = {
  options: ["Door to port", "Port to port"],
  preselected: "Door to port",
};
const FROM_ABROAD: ShippingMethodChoice = { options: ["Port to door", "Port to port"], preselected: "Port to door" };

/**
 * The international shipping methods offered for an origin: from the USA or Canada we collect at the door
 * and ship to a port; from elsewhere the car arrives at a port and we deliver it to the door.
 */
export function shippingMethodsFor(origin: QuotePlace | null): ShippingMethodChoice {
  if (!origin) return { options: SHIPPING_METHODS, preselected: "" };
  const country = origin.country.toUpperCase();
  return (DOMESTIC_COUNTRIES as readonly string[]).includes(country) ? FROM_NORTH_AMERICA : FROM_ABROAD;
}
