import { z } from "zod";

/**
 * What the estimator answers. A schema rather than a bare type so the booking page and the lead
 * store can check an estimate they kept before showing it again.
 */
export const lineItemSchema = z.object({
  /** Stable key for styling and tests; the label is for people. */
  kind: z.enum(["transport", "enclosed", "season", "multi-vehicle", "inoperable", "truck-leg", "freight"]),
  label: z.string(),
  low: z.number(),
  high: z.number(),
});

export const estimateResultSchema = z.object({
  low: z.number(),
  high: z.number(),
  currency: z.literal("USD"),
  distanceMiles: z.number().nonnegative(),
  transitDays: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
  lineItems: z.array(lineItemSchema).min(1),
});

export type LineItem = z.infer<typeof lineItemSchema>;
export type EstimateResult = z.infer<typeof estimateResultSchema>;
