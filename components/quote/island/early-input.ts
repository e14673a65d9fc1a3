import { isMode, type Mode } from "@/lib/quote/early";
import { EARLY_FIELDS, type EarlyField, type EarlyIntent } from "../form/early-intent";

/**
 * What the visitor did on the skeleton before the real form was there, read as the form's early intent
 * (../form/early-intent.ts): the mode chosen, whether Next was asked for, and the text typed in its boxes. This
 * module loads with the island (before any form code), so it imports no rules and no zod.
 */

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

/** Where the recorder keeps what it saw, on the skeleton's form element. */
const LOG_PROPERTY = "__quoteEarlyActions";

/** The form's attribute naming the mode it shows; CSS shows that mode's fields (quote-form-skeleton.tsx). */
export const SHOWN_MODE_ATTRIBUTE = "data-shown-mode";

/** A place box's placeholder in each mode is its attribute named this prefix and the mode. */
export const PLACEHOLDER_ATTRIBUTE_PREFIX = "data-placeholder-";

/**
 * The skeleton's recorder, on its form. It notes each submit (Next) and each mode button clicked, for the island
 * to take when it puts the real form in, and shows a mode at once: the mode's name on the form (CSS then shows
 * that mode's fields), `aria-pressed` on its button, and that mode's placeholders. The skeleton is static HTML
 * rendered by the server, so nothing else re-draws it.
 *
 * Its source is the inline script the server renders as the skeleton's first child, so it works before React
 * has hydrated the page; the island installs it itself on a skeleton the browser rendered. Since it runs from
 * its source, it may use nothing from this module, and only syntax no build rewrites with a helper.
 */
function recordEarlyInput(form: HTMLElement, key: string, shownModeAttribute: string, placeholderPrefix: string) {
  const holder = form as HTMLElement & Record<string, unknown>;
  if (holder[key] !== undefined) return;
  const notes: string[] = [];
  holder[key] = notes;
  const note = (action: string) => {
    if (holder[key]) notes.push(action);
  };
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      note("next");
    },
    true,
  );
  form.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const button = target instanceof Element ? target.closest("[data-mode]") : null;
      const mode = button && form.contains(button) ? button.getAttribute("data-mode") : null;
      if (!mode) return;
      note(mode);
      form.setAttribute(shownModeAttribute, mode);
      form.querySelectorAll("[data-mode]").forEach((other) => {
        other.setAttribute("aria-pressed", String(other === button));
      });
      const placeholder = placeholderPrefix + mode;
      form.querySelectorAll("[" + placeholder + "]").forEach((box) => {
        box.setAttribute("placeholder", box.getAttribute(placeholder) || "");
      });
    },
    true,
  );
}

/** The recorder's arguments after the form: where it keeps its notes and the attributes it sets. */
const RECORDER_SETTINGS = [LOG_PROPERTY, SHOWN_MODE_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE_PREFIX] as const;

/**
 * The recorder as the inline script the server renders as the skeleton form's first child. A function, so only
 * the server, which renders the skeleton, builds the string; the island's chunk never does.
 */
export function earlyRecorderScript(): string {
  const settings = RECORDER_SETTINGS.map((value) => JSON.stringify(value)).join(",");
  return `(${recordEarlyInput.toString()})(document.currentScript.parentElement,${settings});`;
}

/** Installs the recorder on a skeleton the browser rendered (no inline script ran); once only. */
export function installEarlyRecorder(skeleton: HTMLElement) {
  recordEarlyInput(skeleton, ...RECORDER_SETTINGS);
}

/** Whether the recorder has noted anything the island has not taken yet. */
export function hasEarlyActions(skeleton: Element | null): boolean {
  const notes = (skeleton as (Element & { [LOG_PROPERTY]?: unknown }) | null)?.[LOG_PROPERTY];
  return Array.isArray(notes) && notes.length > 0;
}

/** The actions the recorder noted, in order; it notes nothing after this (the form replaces the skeleton). */
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
