import { initialModeOf, isMode, type FormVariant, type Mode } from "@/lib/quote/early";

/**
 * What the visitor did on the skeleton before the real form was there, so the form can start from it:
 * the mode chosen, whether Next was asked for, and the text typed in its boxes. This module loads with the
 * island (before any form code), so it imports no rules and no zod.
 */

/** Next (the skeleton's submit: its button, or Enter in a box), or one of the mode buttons. */
export type EarlyAction = { type: "next" } | { type: "mode"; mode: Mode };

/** The skeleton's boxes, each named for the form value it becomes (`data-early-field`). */
const EARLY_FIELDS = ["originQuery", "destinationQuery", "shipDate", "transportType", "year", "make", "model"] as const;
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

export function initialIntent(variant: FormVariant): EarlyIntent {
  return { mode: initialModeOf(variant), modeChosen: false, advance: false, fields: {} };
}

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

/** Where the inline recorder keeps what it saw, on the skeleton's root element. */
const LOG_PROPERTY = "__quoteEarlyActions";

/**
 * The inline script the server renders as the skeleton's first child: before React has hydrated the page,
 * nothing else listens, so it notes each submit and each mode button clicked in the skeleton. The island
 * takes the notes once it has hydrated (takeEarlyActions) and from then on listens itself.
 */
export const earlyRecorderScript = `(function(s){var r=s.parentElement,k=${JSON.stringify(LOG_PROPERTY)};r[k]=[];function note(a){if(r[k])r[k].push(a)}r.addEventListener("submit",function(){note("next")},true);r.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("[data-mode]"):null;if(b&&r.contains(b))note(b.getAttribute("data-mode"))},true)})(document.currentScript);`;

/** The actions the inline recorder noted before hydration, in order; it notes nothing after this. */
export function takeEarlyActions(skeleton: Element | null): EarlyAction[] {
  if (!skeleton) return [];
  const holder = skeleton as Element & { [LOG_PROPERTY]?: unknown };
  const notes = holder[LOG_PROPERTY];
  holder[LOG_PROPERTY] = null;
  if (!Array.isArray(notes)) return [];
  return notes.flatMap((note): EarlyAction[] =>
    note === "next" ? [{ type: "next" }] : isMode(note) ? [{ type: "mode", mode: note }] : [],
  );
}
