/** The colour theme: the anti-flash script the layout inlines and the toggle's read/apply helpers. */
export * from "./theme";
