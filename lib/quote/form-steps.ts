import { z } from "zod";
import {
  destinationStepSchema,
  peopleStepSchema,
  phoneCountryFor,
  vehiclesStepSchema,
  type QuoteFormValues,
} from "./form-schema";

/** Where a quote form appears: the full three-step form, the same starting on international, or the compact calculator. */
export const FORM_VARIANTS = ["full", "international-side", "quick"] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];

/** Zero-based steps of the full form. */
export const STEP_DESTINATION = 0;
export const STEP_VEHICLES = 1;
export const STEP_PEOPLE = 2;
export const LAST_STEP = STEP_PEOPLE;

/**
 * The schema that must pass before the visitor leaves `step`. The quick calculator has one step: the
 * route and its vehicle together (contact details wait for the booking page).
 */
export function stepSchemaFor(variant: FormVariant, step: number, values: QuoteFormValues): z.ZodType {
  if (variant === "quick") return z.intersection(destinationStepSchema("domestic"), vehiclesStepSchema);
  if (step === STEP_DESTINATION) return destinationStepSchema(values.mode);
  if (step === STEP_VEHICLES) return vehiclesStepSchema;
  return peopleStepSchema(phoneCountryFor(values.origin));
}

/** The mode a variant opens on. */
export function initialModeOf(variant: FormVariant) {
  return variant === "international-side" ? ("international" as const) : ("domestic" as const);
}
