/** Timings and storage keys of the quote form island. */

/** Wait this long after the last keystroke before asking a lookup. */
export const LOOKUP_DEBOUNCE_MS = 250;

/** Progress is saved this long after the last change, so typing does not write on every key. */
export const PERSIST_DEBOUNCE_MS = 300;

export const PROGRESS_STORAGE_PREFIX = "shiplux.quote.progress.";

export const STEP_COUNT = 3;
export const STEP_TITLES = ["Destination", "Vehicles", "People"] as const;

/**
 * Signs of a real visitor that make the form island fetch the form's script. Lighthouse and bots send
 * none of them, so the page's first load carries no form code.
 */
export const ISLAND_WAKE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll"] as const;

/**
 * A tap's click (and a Space key's on a button) can follow its release in a later task; the island keeps the
 * skeleton this long after a release for that click to land on it (a release without a click waits this long).
 */
export const CLICK_SETTLE_MS = 250;
