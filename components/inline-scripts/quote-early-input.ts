import { inBrowser, scriptCalling } from "./inline-script";

/**
 * The quote form skeleton's recorder (components/quote/island), on its form element. It notes each submit (Next)
 * and each mode button clicked, for the island to take when it puts the real form in, and shows a mode at once:
 * the mode's name on the form (CSS then shows that mode's fields), `aria-pressed` on its button, and that mode's
 * placeholders. The skeleton is static HTML rendered by the server, so nothing else re-draws it.
 *
 * It renders as the skeleton's first child, so it works before React has hydrated the page; the island installs
 * it itself on a skeleton the browser rendered (no inline script runs there). Globals: Element, String (and the
 * form it is given, found as `document.currentScript.parentElement`).
 */

/** Where the recorder keeps what it saw, on the skeleton's form element. */
export const EARLY_INPUT_NOTES = "__quoteEarlyActions";

/** The form's attribute naming the mode it shows; CSS shows that mode's fields (quote-form-skeleton.tsx). */
export const SHOWN_MODE_ATTRIBUTE = "data-shown-mode";

/** A place box's placeholder in each mode is its attribute named this prefix and the mode. */
export const PLACEHOLDER_ATTRIBUTE_PREFIX = "data-placeholder-";

function recordEarlyInput(form: HTMLElement, key: string, shownModeAttribute: string, placeholderPrefix: string) {
  const holder = form as HTMLElement & Record<string, unknown>;
  if (holder[key] !== undefined) return;
  const notes: string[] = [];
  holder[key] = notes;
  const note = (action: string) => {
    if (holder[key]) notes.push(action);
  };
  const showMode = (button: Element, mode: string) => {
    form.setAttribute(shownModeAttribute, mode);
    form.querySelectorAll("[data-mode]").forEach((other) => {
      other.setAttribute("aria-pressed", String(other === button));
    });
    const placeholder = placeholderPrefix + mode;
    form.querySelectorAll("[" + placeholder + "]").forEach((box) => {
      box.setAttribute("placeholder", box.getAttribute(placeholder) || "");
    });
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    note("next");
  };
  const onClick = (event: Event) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest("[data-mode]") : null;
    const mode = button && form.contains(button) ? button.getAttribute("data-mode") : null;
    if (!button || !mode) return;
    note(mode);
    showMode(button, mode);
  };
  form.addEventListener("submit", onSubmit, true);
  form.addEventListener("click", onClick, true);
}

/** The recorder's arguments after the form: where it keeps its notes and the attributes it sets. */
const RECORDER_SETTINGS = [EARLY_INPUT_NOTES, SHOWN_MODE_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE_PREFIX] as const;

/**
 * The recorder as the inline script the server renders as the skeleton form's first child. A function, so only
 * the server, which renders the skeleton, builds the string; the island's chunk never does.
 */
export function earlyRecorderScript(): string {
  return scriptCalling(recordEarlyInput, inBrowser("document.currentScript.parentElement"), ...RECORDER_SETTINGS);
}

/** Installs the recorder on a skeleton the browser rendered (no inline script ran); once only. */
export function installEarlyRecorder(skeleton: HTMLElement) {
  recordEarlyInput(skeleton, ...RECORDER_SETTINGS);
}
