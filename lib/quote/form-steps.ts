import { z } from "zod";
import {
  destinationStepSchema,
  peopleStepSchema,
  phoneCountriesFor,
  vehiclesStepSchema,
  type QuoteFormValues,
} from "./form-schema";
import type { FormVariant } from "@/lib/quote-bounds";

/** Zero-based steps of the full form. */
export const STEP_DESTINATION = 0;
export const STEP_VEHICLES = 1;
export const STEP_PEOPLE = 2;
/** The step that submits: the form's end, named for what it means to callers. @alias */
export const LAST_STEP = STEP_PEOPLE;

/**
 * The schema that must pass before the visitor leaves `step`. The quick calculator has one step: the
 * route and its vehicle together (contact details wait for the booking page).
 */
export function stepSchemaFor(variant: FormVariant, step: number, values: QuoteFormValues): z.ZodType {
  if (variant === "quick") return z.intersection(destinationStepSchema("domestic"), vehiclesStepSchema);
  if (step === STEP_DESTINATION) return destinationStepSchema(values.mode);
  if (step === STEP_VEHICLES) return vehiclesStepSchema;
  return peopleStepSchema(phoneCountriesFor(values.origin, values.destination));
}
