import { initialModeOf, type FormVariant, type Mode } from "@/lib/quote-bounds";

/**
 * What the visitor did before this form was there, in the form's own terms: the mode, whether Next was asked
 * for, and the text of step 1's boxes, each named for the form value it becomes. The island notes it on its
 * skeleton (../island/take-over.ts reads it) and the form starts from it (starting-state.ts). The island's chunk reads
 * this module before any form code loads, so it imports no rules and no zod.
 */

/** Step 1's boxes the skeleton draws, each named for the form value it becomes (`data-early-field`). */
export const EARLY_FIELDS = [
  "originQuery",
  "destinationQuery",
  "shipDate",
  "transportType",
  "year",
  "make",
  "model",
] as const;
export type EarlyField = (typeof EARLY_FIELDS)[number];

export type EarlyIntent = {
  /** The mode the skeleton shows: the variant's, until the visitor picks the other. */
  mode: Mode;
  /** The visitor picked the mode on the skeleton (otherwise progress saved earlier keeps its own). */
  modeChosen: boolean;
  /** Next was asked for after the last change of mode (a change of mode starts over, without messages). */
  advance: boolean;
  /** What the skeleton's boxes held when the form replaced it. */
  fields: Partial<Record<EarlyField, string>>;
};

/** Nothing done yet: the variant's mode, no Next, no text. */
export function initialIntent(variant: FormVariant): EarlyIntent {
  return { mode: initialModeOf(variant), modeChosen: false, advance: false, fields: {} };
}
