import type { z } from "zod";
import { describeIssues } from "@/lib/text";

/**
 * Thrown for input the estimator cannot price. The message lists every problem with the field it
 * belongs to; the zod error stays as the cause and its issues are kept for field-level display.
 */
export class EstimateInputError extends Error {
  override readonly name = "EstimateInputError";
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(error: z.ZodError) {
    super(`Cannot estimate this shipment: ${describeIssues(error)}`, { cause: error });
    this.issues = error.issues;
  }
}
