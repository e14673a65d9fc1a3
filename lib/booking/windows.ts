import { addDays, max as latest, min as earliest, startOfDay } from "date-fns";
import { isoDate, parseIsoDate } from "@/lib/dates";
import { lastShipDate } from "@/lib/quote";
import { PICKUP_WINDOW_KINDS, WINDOW_ROUND_TO_DOLLARS, WINDOW_RULES, type PickupWindowKind } from "./constants";

export type PriceRange = { low: number; high: number };

export type PickupWindow = {
  kind: PickupWindowKind;
  label: string;
  summary: string;
  /** First and last pickup day, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Undefined when the route could not be estimated (the agent prices it on the phone). */
  price: PriceRange | undefined;
};

function roundPrice(amount: number): number {
  return Math.round(amount / WINDOW_ROUND_TO_DOLLARS) * WINDOW_ROUND_TO_DOLLARS;
}

/**
 * The three pickup windows for a ship date. Pure: `today` comes from the caller. A ship date already past
 * (a link opened days later) counts from today, so no window starts in the past; one beyond the ship-date
 * horizon (a request stored before the horizon was enforced) counts from the horizon's last day, so no
 * window lies further out than a request made today could ask for.
 */
export function pickupWindows(shipDate: string, estimate: PriceRange | undefined, today: Date): PickupWindow[] {
  const requested = parseIsoDate(shipDate);
  if (!requested)
    throw new Error(`Ship date must be a real YYYY-MM-DD date, got "${shipDate}"`, { cause: { shipDate } });
  const base = earliest([latest([startOfDay(requested), startOfDay(today)]), lastShipDate(today)]);
  return PICKUP_WINDOW_KINDS.map((kind) => {
    const rule = WINDOW_RULES[kind];
    return {
      kind,
      label: rule.label,
      summary: rule.summary,
      from: isoDate(addDays(base, rule.fromDays)),
      to: isoDate(addDays(base, rule.toDays)),
      price: estimate && {
        low: roundPrice(estimate.low * rule.factor.low),
        high: roundPrice(estimate.high * rule.factor.high),
      },
    };
  });
}

/** How a stored window's kind reads ("Flexible"); a kind these rules no longer have reads as itself. */
export function windowLabel(kind: string): string {
  return Object.hasOwn(WINDOW_RULES, kind) ? WINDOW_RULES[kind as PickupWindowKind].label : kind;
}

export function windowOf(windows: readonly PickupWindow[], kind: PickupWindowKind): PickupWindow {
  const found = windows.find((w) => w.kind === kind);
  if (!found) throw new Error(`No pickup window of kind ${kind}`, { cause: { kind } });
  return found;
}
