/**
 * The colour theme's names: where the visitor's choice is kept, the event announcing a change, and the attribute
 * marking a toggle. The inline script that applies and switches the theme is components/inline-scripts/theme.ts.
 */

/** localStorage key of the visitor's choice, "light" or "dark". */
export const THEME_STORAGE_KEY = "theme";

/** Dispatched on window whenever the theme applied to <html> changes. */
export const THEME_CHANGE_EVENT = "themechange";

/** Marks a theme toggle button: the inline script switches the theme when one is clicked. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";
