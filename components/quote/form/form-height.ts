import type { FormVariant } from "@/lib/quote-bounds";

/**
 * Height kept for the form before and after its script runs (and by its skeleton), so nothing below it moves.
 * The full forms need none: their skeleton renders step 1 through the same field components, at the same size
 * (tests/e2e/quote/island.spec.ts), and a floor sized for the taller steps left a blank card under step 1's
 * Next (about 110 px on a 390 px phone). Steps 2 and 3 grow the card when the visitor moves on.
 */
export const FORM_MIN_HEIGHT: Record<FormVariant, string> = {
  full: "",
  "international-side": "",
  quick: "min-h-[22rem]",
};
