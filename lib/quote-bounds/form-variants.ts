/**
 * Where a quote form appears and the modes it works in. Free of zod and the rules, so the island and its
 * skeleton (which load before any form code) can import it.
 */

/** The full three-step form, the same starting on international, or the compact calculator. */
export type FormVariant = "full" | "international-side" | "quick";

export const MODES = ["domestic", "international"] as const;
export type Mode = (typeof MODES)[number];

export function isMode(value: unknown): value is Mode {
  return (MODES as readonly unknown[]).includes(value);
}

/** The mode a variant opens on. */
export function initialModeOf(variant: FormVariant): Mode {
  return variant === "international-side" ? "international" : "domestic";
}
