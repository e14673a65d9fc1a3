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
