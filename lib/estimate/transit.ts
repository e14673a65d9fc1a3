import type { TransitRule } from "./constants";

export type TransitDays = { min: number; max: number };

/** Whole days in transit for a distance under a rule; at least one day even for a trip across town. */
export function transitDays(miles: number, rule: TransitRule): TransitDays {
  return {
    min: Math.max(1, Math.ceil(miles / rule.fastMilesPerDay) + rule.handlingDays.low),
    max: Math.max(1, Math.ceil(miles / rule.slowMilesPerDay) + rule.handlingDays.high),
  };
}

export function addTransit(a: TransitDays, b: TransitDays): TransitDays {
  return { min: a.min + b.min, max: a.max + b.max };
}
