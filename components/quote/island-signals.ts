import { CLICK_SETTLE_MS, PROGRESS_STORAGE_PREFIX } from "./constants";

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
  if (target instanceof HTMLInputElement && target.type === "text") target.setSelectionRange(target.value.length, target.value.length);
}

/**
 * Calls `done` once the pointer pressed now has finished its gesture: released or cancelled, and its click
 * (which may follow the release in a later task, for a tap) dispatched, or CLICK_SETTLE_MS passed without one.
 */
export function afterPointerGesture(done: () => void): void {
  let finished = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(settle);
    window.removeEventListener("click", onClick, true);
    done();
  };
  // After the click has reached every handler, the skeleton's included.
  const onClick = () => setTimeout(finish, 0);
  const onRelease = () => {
    window.removeEventListener("pointerup", onRelease, true);
    window.removeEventListener("pointercancel", onRelease, true);
    window.addEventListener("click", onClick, true);
    settle = setTimeout(finish, CLICK_SETTLE_MS);
  };
  window.addEventListener("pointerup", onRelease, true);
  window.addEventListener("pointercancel", onRelease, true);
}
