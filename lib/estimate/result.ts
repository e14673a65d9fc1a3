import { z } from "zod";
import { MAX_VEHICLES_PER_QUOTE } from "@/lib/quote-bounds";
import { hasControlCharacter } from "@/lib/text";
import { MAX_ESTIMATE_DOLLARS, MAX_ESTIMATE_MILES, MAX_LINE_LABEL_LENGTH } from "./constants";

/**
 * What the estimator answers. A schema rather than a bare type so the booking page and the lead
 * store can check an estimate they kept before showing it again, and the API can bound one a client sends:
 * finite figures within MAX_ESTIMATE_DOLLARS, a total that is not negative and runs low to high, and labels
 * that are short plain text (no markup, no control characters).
 */
const LINE_ITEM_KINDS = [
  "transport",
  "enclosed",
  "season",
  "multi-vehicle",
  "inoperable",
  "truck-leg",
  "freight",
] as const;

/** A discount line is negative; every other figure is a price. z.number() already refuses NaN and Infinity. */
const lineDollars = z.number().min(-MAX_ESTIMATE_DOLLARS).max(MAX_ESTIMATE_DOLLARS);
const totalDollars = z.number().nonnegative().max(MAX_ESTIMATE_DOLLARS);

/** Labels are shown as text; "<" and ">" have no place in one and would only ever be an attempt at markup. */
const MARKUP = /[<>]/;

const lineItemSchema = z.object({
  /** Stable key for styling and tests; the label is for people. */
  kind: z.enum(LINE_ITEM_KINDS),
  label: z
    .string()
    .min(1)
    .max(MAX_LINE_LABEL_LENGTH)
    .refine((v) => !MARKUP.test(v) && !hasControlCharacter(v), "A label is plain text"),
  low: lineDollars,
  high: lineDollars,
});

export const estimateResultSchema = z
  .object({
    low: totalDollars,
    high: totalDollars,
    currency: z.literal("USD"),
    distanceMiles: z.number().nonnegative().max(MAX_ESTIMATE_MILES),
    transitDays: z
      .object({ min: z.number().int().positive(), max: z.number().int().positive() })
      .refine((days) => days.min <= days.max, "Transit runs from the fewer days to the more"),
    // One transport line per vehicle, and at most one line of each other kind.
    lineItems: z
      .array(lineItemSchema)
      .min(1)
      .max(MAX_VEHICLES_PER_QUOTE + LINE_ITEM_KINDS.length - 1),
  })
  .refine((estimate) => estimate.low <= estimate.high, "An estimate runs from low to high");

export type LineItem = z.infer<typeof lineItemSchema>;
export type EstimateResult = z.infer<typeof estimateResultSchema>;
