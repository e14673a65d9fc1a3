import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { type QuoteFormValues, stepSchemaFor, type FormVariant } from "@/lib/quote";

/** react-hook-form's resolver context: the step on screen. */
export type StepContext = { step: number };

/**
 * Validates with the lib/quote schema of the step on screen. `raw` keeps the form's own values (the step
 * schemas only see a slice of them and would otherwise drop the rest).
 */
export function quoteResolver(variant: FormVariant): Resolver<QuoteFormValues, StepContext> {
  return (values, context, options) => {
    // A step schema reads a slice of the whole form's values; raw mode hands the whole form back unchanged.
    const schema = stepSchemaFor(variant, context?.step ?? 0, values) as z.ZodType<QuoteFormValues, QuoteFormValues>;
    return zodResolver(schema, undefined, { raw: true })(values, context, options);
  };
}
