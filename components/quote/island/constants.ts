/** When the island wakes. */

/**
 * Signs of a real visitor that make the form island fetch the form's script. Lighthouse and bots send
 * none of them, so the page's first load carries no form code.
 */
export const ISLAND_WAKE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll"] as const;
