/**
 * The face of lib/attribution: where a visitor came from, as the keys it is kept under (the landing URL's
 * campaign parameters and click ids, the storage keys, their patterns). No zod and no imports: the inline
 * script every page runs on arrival (components/inline-scripts/arrival-capture.ts) reads them before any form
 * code loads; lib/quote validates what they hold, lib/conversions reports it.
 */
export * from "./keys";
