import { isMode, type Mode } from "@/lib/quote-bounds";
import { EARLY_INPUT_NOTES } from "@/components/inline-scripts/quote-early-input";
import { EARLY_FIELDS, type EarlyField, type EarlyIntent } from "../form/early-intent";
import type { FocusMark } from "./island-signals";

/**
 * What the island imports when the visitor wakes it (quote-island.tsx), in one chunk: the form, and what the form
 * needs to take the skeleton's place. What the visitor did on the skeleton is read as the form's early intent
 * (../form/early-intent.ts): the mode chosen and Next asked for, as the skeleton's inline recorder noted them
 * (components/inline-scripts/quote-early-input.ts), and the text typed in its boxes; focus goes to the same field.
 * None of it runs before the form's module is there, so none of it loads with the page.
 */
export { QuoteForm } from "../form/quote-form";

/** Next (the skeleton's submit: its button, or Enter in a box), or one of the mode buttons. */
export type EarlyAction = { type: "next" } | { type: "mode"; mode: Mode };

/** The intent after one more action: each action is idempotent, so one seen twice changes nothing. */
export function withAction(intent: EarlyIntent, action: EarlyAction): EarlyIntent {
  if (action.type === "next") return { ...intent, advance: true };
  return action.mode === intent.mode ? intent : { ...intent, mode: action.mode, modeChosen: true, advance: false };
}

/** Reads every skeleton box the visitor changed that names its form value: text typed, a radio checked. */
export function readEarlyFields(skeleton: Element | null): EarlyIntent["fields"] {
  const fields: EarlyIntent["fields"] = {};
  if (!skeleton) return fields;
  for (const input of skeleton.querySelectorAll<HTMLInputElement>("input[data-early-field]")) {
    const field = input.dataset.earlyField as EarlyField;
    if (!EARLY_FIELDS.includes(field)) continue;
    const changed = input.type === "radio" ? input.checked && !input.defaultChecked : input.value.trim() !== "";
    if (changed) fields[field] = input.value;
  }
  return fields;
}

/** The actions the recorder noted, in order; it notes nothing after this (the form replaces the skeleton). */
export function takeEarlyActions(skeleton: Element | null): EarlyAction[] {
  if (!skeleton) return [];
  const holder = skeleton as Element & { [EARLY_INPUT_NOTES]?: unknown };
  const notes = holder[EARLY_INPUT_NOTES];
  holder[EARLY_INPUT_NOTES] = null;
  if (!Array.isArray(notes)) return [];
  return notes.flatMap((note): EarlyAction[] =>
    note === "next" ? [{ type: "next" }] : isMode(note) ? [{ type: "mode", mode: note }] : [],
  );
}

/** Focus to the marked field (the caret after the text carried over, so typing goes on) or button. */
export function moveFocus(root: HTMLElement, mark: FocusMark) {
  const byId = mark.id ? document.getElementById(mark.id) : null;
  const byText = [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === mark.text);
  const target = byId && root.contains(byId) ? byId : byText;
  target?.focus();
  if (target instanceof HTMLInputElement && target.type === "text")
    target.setSelectionRange(target.value.length, target.value.length);
}
