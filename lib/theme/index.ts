/** The colour theme: the names the inline theme script (components/inline-scripts/theme.ts) and the toggles share. */
export * from "./theme";
