import type { ReactNode } from "react";
import type { FormVariant } from "@/lib/quote-bounds";
import { cn } from "@/lib/utils";
import { STEP_COUNT, STEP_TITLES } from "./constants";
import { FORM_MIN_HEIGHT } from "./form-height";

/**
 * The form's frame, drawn alike by the form and by the island's skeleton (../island/quote-form-skeleton.tsx):
 * the card's grid and the height kept for its variant, the title with the step counter, and the body the steps
 * fill. What differs between the two (the live steps, the skeleton's static step 1) goes inside.
 */

/** The form element's classes: its grid and its variant's height, then the caller's own. */
export function formFrameClass(variant: FormVariant, ...more: (string | false)[]): string {
  return cn("grid content-start gap-4", FORM_MIN_HEIGHT[variant], ...more);
}

/** The title's id, which names the form (aria-labelledby). */
export function formTitleId(variant: FormVariant): string {
  return `${variant}-quote-title`;
}

/** The title and, on the stepped forms, "Step n / 3" (with the step's name for screen readers). */
export function FormHeading({ variant, title, step }: { variant: FormVariant; title: string; step: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <h2 id={formTitleId(variant)} className="text-xl font-bold">
        {title}
      </h2>
      {variant === "quick" ? null : (
        <p className="text-sm font-semibold text-muted" aria-live="polite">
          Step {step + 1} / {STEP_COUNT}
          <span className="sr-only">: {STEP_TITLES[step]}</span>
        </p>
      )}
    </div>
  );
}

/** The step's fields, one block below the other. */
export function StepBody({ step, children }: { step: number; children: ReactNode }) {
  return (
    <div data-step={step} className="grid gap-4">
      {children}
    </div>
  );
}
