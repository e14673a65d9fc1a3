/** Timings, storage keys and steps of the quote form. */

/** Wait this long after the last keystroke before asking a lookup. */
export const LOOKUP_DEBOUNCE_MS = 250;

/** Progress is saved this long after the last change, so typing does not write on every key. */
export const PERSIST_DEBOUNCE_MS = 300;

export const PROGRESS_STORAGE_PREFIX = "shiplux.quote.progress.";

/** The full form's steps, in order (lib/quote/form-steps.ts numbers them from STEP_DESTINATION). */
export const STEP_TITLES = ["Destination", "Vehicles", "People"] as const;
export const STEP_COUNT = STEP_TITLES.length;
