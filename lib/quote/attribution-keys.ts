/**
 * Where the visitor came from: the landing URL's keys, kept for the visit. A module of its own (no zod) so the
 * quote-form island can capture them before the form's code loads.
 */
export const ATTRIBUTION_KEYS = ["marketing_id", "id", "source", "fbclid"] as const;
