import { EARLY_INPUT_NOTES } from "@/components/inline-scripts/quote-early-input";

/**
 * The one question the island asks of the skeleton's inline recorder (components/inline-scripts/quote-early-input.ts)
 * before the form's module is there: whether the visitor already chose a mode or asked for Next, which wakes it.
 * Reading those notes into the form's intent waits for the form's chunk (take-over.ts).
 */
export function hasEarlyActions(skeleton: Element | null): boolean {
  const notes = (skeleton as (Element & { [EARLY_INPUT_NOTES]?: unknown }) | null)?.[EARLY_INPUT_NOTES];
  return Array.isArray(notes) && notes.length > 0;
}
