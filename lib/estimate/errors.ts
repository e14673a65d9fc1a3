import type { z } from "zod";

/**
 * Thrown for input the estimator cannot price. The message lists every problem with the field it
 * belongs to; the zod error stays as the cause and its issues are kept for field-level display.
 */
export class EstimateInputError extends Error {
  override readonly name = "EstimateInputError";
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(error: z.ZodError) {
    const problems = error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    super(`Cannot estimate this shipment: ${problems.join("; ")}`, { cause: error });
    this.issues = error.issues;
  }
}
