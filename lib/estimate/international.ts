import { INTERNATIONAL_INOPERABLE_FEE, MIN_ROAD_LEG_MILES, SIZE_FACTORS, TIER_RULES, type Range } from "./constants";
import { greatCircleMiles, roadMiles } from "./distance";
import { roadCharges, roadTransit, type PartialEstimate } from "./domestic";
import { addRanges, formatMiles, roundRange, scaleRange } from "./money";
import type { LineItem } from "./result";
import type { Coordinates, InternationalInput, Vehicle } from "./schema";
import { addTransit, transitDays } from "./transit";

type Point = Coordinates;

function freightLine(input: InternationalInput, miles: number): LineItem {
  const rule = TIER_RULES[input.tier];
  const unitPrice: Range = {
    low: rule.base.low + rule.perMile.low * miles,
    high: rule.base.high + rule.perMile.high * miles,
  };
  const route = `${formatMiles(miles)} port to port`;
  if (rule.unit === "container") {
    const containers = Math.ceil(input.vehicles.length / rule.capacity);
    const label = `${rule.label} × ${containers} (up to ${rule.capacity} vehicle${rule.capacity > 1 ? "s" : ""} each), ${route}`;
    return { kind: "freight", label, ...roundRange(scaleRange(unitPrice, containers)) };
  }
  // Per-vehicle tiers sell space, so a pickup pays for the extra deck it takes.
  const sizeTotal = input.vehicles.reduce((sum: number, vehicle: Vehicle) => sum + SIZE_FACTORS[vehicle.type], 0);
  const count = input.vehicles.length;
  const label = `${rule.label}, ${count} vehicle${count > 1 ? "s" : ""}, ${route}`;
  return { kind: "freight", label, ...roundRange(scaleRange(unitPrice, sizeTotal)) };
}

/** The road part of Door to port or Port to door, summed into one line; null for Port to port. */
function truckLeg(input: InternationalInput): { from: Point; to: Point; label: string } | null {
  if (input.shippingMethod === "Door to port" && input.originPort) {
    return { from: input.origin, to: input.originPort, label: "Truck from your door to the port of loading" };
  }
  if (input.shippingMethod === "Port to door" && input.destinationPort) {
    return { from: input.destinationPort, to: input.destination, label: "Truck from the port of arrival to your door" };
  }
  return null;
}

/**
 * Freight between the two ports priced by tier and great-circle distance, plus the truck leg at the
 * road rates (no snowbird surcharge: port drayage does not follow the migration).
 */
export function estimateInternational(input: InternationalInput): PartialEstimate {
  const leg = truckLeg(input);
  const portFrom = input.shippingMethod === "Door to port" && input.originPort ? input.originPort : input.origin;
  const portTo =
    input.shippingMethod === "Port to door" && input.destinationPort ? input.destinationPort : input.destination;
  const seaMiles = greatCircleMiles(portFrom, portTo);
  const lineItems: LineItem[] = [];
  let miles = seaMiles;
  let days = transitDays(seaMiles, TIER_RULES[input.tier].transit);

  const legMiles = leg ? roadMiles(leg.from, leg.to) : 0;
  // A leg whose ends are one place (the door is the port) is no leg: the vehicle is handed over at the terminal.
  if (leg && legMiles >= MIN_ROAD_LEG_MILES) {
    const legItems = roadCharges({
      miles: legMiles,
      vehicles: input.vehicles,
      transportType: input.transportType,
      season: null,
    });
    lineItems.push({ kind: "truck-leg", label: `${leg.label}, ${formatMiles(legMiles)}`, ...addRanges(legItems) });
    miles += legMiles;
    days = addTransit(days, roadTransit(legMiles));
  }
  lineItems.push(freightLine(input, seaMiles));

  const inoperable = input.vehicles.filter((vehicle) => vehicle.inop).length;
  if (inoperable > 0) {
    const fee = INTERNATIONAL_INOPERABLE_FEE;
    const label = `Inoperable: port handling, ${inoperable} × $${fee.low}–${fee.high}`;
    lineItems.push({ kind: "inoperable", label, ...roundRange(scaleRange(fee, inoperable)) });
  }
  return { miles, lineItems, transitDays: days };
}
