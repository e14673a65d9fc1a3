/** The colour theme: the anti-flash script the layout inlines, which also runs every theme toggle. */
export * from "./theme";
