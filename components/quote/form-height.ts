import type { FormVariant } from "@/lib/quote/early";

/** Height kept for the form before and after its script runs (and by its skeleton), so nothing below it moves. */
export const FORM_MIN_HEIGHT: Record<FormVariant, string> = {
  full: "min-h-[36rem]",
  "international-side": "min-h-[36rem]",
  quick: "min-h-[22rem]",
};
