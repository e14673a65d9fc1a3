import { estimateDomestic } from "./domestic";
import { EstimateInputError } from "./errors";
import { estimateInternational } from "./international";
import { addRanges } from "./money";
import type { EstimateResult } from "./result";
import { estimateInputSchema, type EstimateInput, type ParsedEstimateInput } from "./schema";

export { EstimateInputError } from "./errors";
export type { EstimateInput } from "./schema";
export { estimateResultSchema, type EstimateResult, type LineItem } from "./result";

/** Validates raw input (a request body, form state); throws EstimateInputError listing every problem. */
function parseEstimateInput(raw: unknown): ParsedEstimateInput {
  const parsed = estimateInputSchema.safeParse(raw);
  if (!parsed.success) throw new EstimateInputError(parsed.error);
  return parsed.data;
}

/**
 * A non-binding price range for a shipment. Pure: no I/O and no clock (the ship date is an input), so
 * the form, the API and the booking page get the same answer for the same input.
 * The total is the sum of the rounded line items, so the breakdown always adds up.
 */
export function estimate(input: EstimateInput): EstimateResult {
  const parsed = parseEstimateInput(input);
  const part = parsed.mode === "domestic" ? estimateDomestic(parsed) : estimateInternational(parsed);
  const total = addRanges(part.lineItems);
  return {
    low: total.low,
    high: total.high,
    currency: "USD",
    distanceMiles: Math.round(part.miles),
    transitDays: part.transitDays,
    lineItems: part.lineItems,
  };
}

export type SafeEstimateResult =
  { success: true; data: EstimateResult } | { success: false; error: EstimateInputError };

/** safeParse-style variant for callers that turn bad input into a 400 rather than catch. */
export function safeEstimate(raw: unknown): SafeEstimateResult {
  try {
    return { success: true, data: estimate(raw as EstimateInput) };
  } catch (error) {
    if (error instanceof EstimateInputError) return { success: false, error };
    throw error;
  }
}
