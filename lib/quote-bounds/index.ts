/**
 * The face of lib/quote-bounds: what a quote request may hold (model years, vehicle types and count, transport
 * and shipping choices, countries, text lengths, the ship date's horizon) and where a quote form appears
 * (variants, modes). No zod and no imports: the form's skeleton and early input read it before any form code
 * loads, and the estimate and the lookups, below lib/quote, check their input against the same bounds.
 */
export * from "./bounds";
export * from "./form-variants";
