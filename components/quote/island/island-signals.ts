import { PROGRESS_STORAGE_PREFIX } from "../form/constants";

/** What the island reads from the page around it: saved progress, the URL hash, focus, the pointer. */

/** Where focus was in the skeleton: the real form has a field with the same id, or a button with the same text. */
export type FocusMark = { id: string; text: string };

export function hasSavedProgress(variant: string): boolean {
  try {
    return window.sessionStorage.getItem(PROGRESS_STORAGE_PREFIX + variant) !== null;
  } catch {
    return false;
  }
}

export function hashTargetsIsland(root: HTMLElement): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return target !== null && (target === root || target.contains(root));
}

export function markOf(element: HTMLElement): FocusMark {
  return { id: element.id, text: element.textContent?.trim() ?? "" };
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
