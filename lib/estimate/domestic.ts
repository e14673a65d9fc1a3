import {
  BASE_CHARGE,
  ENCLOSED_SURCHARGE,
  INOPERABLE_FEE,
  MINIMUM_CHARGE,
  MULTI_VEHICLE_DISCOUNTS,
  PER_MILE_BANDS,
  ROAD_TRANSIT,
  SIZE_FACTORS,
  type Range,
} from "./constants";
import { roadMiles } from "./distance";
import { addRanges, formatMiles, formatPercent, roundRange, scaleRange } from "./money";
import type { LineItem } from "./result";
import type { DomesticInput, Vehicle } from "./schema";
import { snowbirdSeason, type SeasonAdjustment } from "./season";
import { transitDays, type TransitDays } from "./transit";

/** Open-carrier charge for one car: the base plus each mile at its band's rate (continuous in miles). */
export function taperedCharge(miles: number): Range {
  let low = BASE_CHARGE.low;
  let high = BASE_CHARGE.high;
  let bandStart = 0;
  for (const band of PER_MILE_BANDS) {
    const milesInBand = Math.max(0, Math.min(miles, band.upToMiles) - bandStart);
    low += milesInBand * band.rate.low;
    high += milesInBand * band.rate.high;
    bandStart = band.upToMiles;
  }
  return { low, high };
}

function multiVehicleDiscount(count: number): number {
  return MULTI_VEHICLE_DISCOUNTS.reduce((rate, tier) => (count >= tier.minVehicles ? tier.rate : rate), 0);
}

function vehicleLine(vehicle: Vehicle, index: number, miles: number): LineItem {
  const sized = scaleRange(taperedCharge(miles), SIZE_FACTORS[vehicle.type]);
  const minimumApplies = sized.low < MINIMUM_CHARGE.low;
  const detail = minimumApplies ? `minimum charge for a short trip (${formatMiles(miles)})` : formatMiles(miles);
  return {
    kind: "transport",
    label: `Vehicle ${index + 1}: ${vehicle.type}, ${detail}`,
    low: Math.max(sized.low, MINIMUM_CHARGE.low),
    high: Math.max(sized.high, MINIMUM_CHARGE.high),
  };
}

export type RoadLeg = {
  miles: number;
  vehicles: readonly Vehicle[];
  transportType: "Open" | "Enclosed";
  season: SeasonAdjustment | null;
};

/** The line items of a road move, each rounded to $5; also used for the truck leg of an export. */
export function roadCharges({ miles, vehicles, transportType, season }: RoadLeg): LineItem[] {
  const items: LineItem[] = vehicles.map((vehicle, index) => vehicleLine(vehicle, index, miles));
  const transport = addRanges(items);
  let discountable = transport;
  if (transportType === "Enclosed") {
    const enclosed = scaleRange(transport, ENCLOSED_SURCHARGE);
    items.push({
      kind: "enclosed",
      label: `Enclosed trailer (${formatPercent(ENCLOSED_SURCHARGE, "+")})`,
      ...enclosed,
    });
    discountable = addRanges([discountable, enclosed]);
  }
  if (season) {
    const surcharge = scaleRange(discountable, season.rate);
    items.push({ kind: "season", label: `${season.label} (${formatPercent(season.rate, "+")})`, ...surcharge });
    discountable = addRanges([discountable, surcharge]);
  }
  const discount = multiVehicleDiscount(vehicles.length);
  if (discount > 0) {
    const saved = scaleRange(discountable, -discount);
    const label = `Multi-vehicle discount, ${vehicles.length} vehicles (${formatPercent(discount, "−")})`;
    items.push({ kind: "multi-vehicle", label, ...saved });
  }
  const inoperable = vehicles.filter((vehicle) => vehicle.inop).length;
  if (inoperable > 0) {
    const fee = scaleRange(INOPERABLE_FEE, inoperable);
    const label = `Inoperable: winch loading, ${inoperable} × $${INOPERABLE_FEE.low}–${INOPERABLE_FEE.high}`;
    items.push({ kind: "inoperable", label, ...fee });
  }
  return items.map((item) => ({ ...item, ...roundRange(item) }));
}

export function roadTransit(miles: number): TransitDays {
  return transitDays(miles, ROAD_TRANSIT);
}

export type PartialEstimate = { miles: number; lineItems: LineItem[]; transitDays: TransitDays };

export function estimateDomestic(input: DomesticInput): PartialEstimate {
  const miles = roadMiles(input.origin, input.destination);
  const season = snowbirdSeason(input.origin, input.destination, input.shipDate);
  const lineItems = roadCharges({ miles, vehicles: input.vehicles, transportType: input.transportType, season });
  return { miles, lineItems, transitDays: roadTransit(miles) };
}
