/** When the island wakes, and how long it waits for a press's click. */

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
