"use client";

import { useRef } from "react";
import { FormProvider } from "react-hook-form";
import type { EstimateResult } from "@/lib/estimate";
import { STEP_DESTINATION, STEP_PEOPLE, STEP_VEHICLES, type FormVariant } from "@/lib/quote";
import { AdConsentCheckbox, ConsentCheckbox } from "./consent";
import type { EarlyIntent } from "./early-intent";
import { EstimatePanel } from "./estimate-panel";
import { FormHeading, StepBody, formFrameClass, formTitleId } from "./form-frame";
import { formIdPrefix } from "./form-id-prefix";
import { FormIdContext } from "./form-ids";
import { DEFAULT_FORM_TITLE, submitLabelOf } from "./form-labels";
import { ModeToggle } from "./mode-toggle";
import { RestoredNotice } from "./restored-notice";
import { StepContact } from "./step-contact";
import { StepNav } from "./step-nav";
import { StepRoute } from "./step-route";
import { StepVehicles } from "./step-vehicles";
import { SubmitStatusMessage } from "./submit-status";
import { useQuoteForm } from "./use-quote-form";
import type { VehicleCursor } from "./use-vehicle-entries";

export type QuoteFormProps = {
  variant?: FormVariant;
  title?: string;
  /** What the visitor did on the island's skeleton before this form was there (../island/quote-island.tsx). */
  initialIntent?: EarlyIntent;
};

/** The quote form: three steps (one for the quick calculator), validated with the lib/quote schemas. */
export function QuoteForm({ variant = "full", title = DEFAULT_FORM_TITLE, initialIntent }: QuoteFormProps) {
  const rootRef = useRef<HTMLFormElement>(null);
  const quote = useQuoteForm(variant, initialIntent, rootRef);
  const { form, step, busy } = quote;
  const quick = variant === "quick";
  return (
    <FormProvider {...form}>
      <FormIdContext value={formIdPrefix(variant)}>
        <form
          ref={rootRef}
          noValidate
          aria-busy={busy}
          aria-labelledby={formTitleId(variant)}
          onSubmit={quote.onSubmit}
          className={formFrameClass(variant, "transition-opacity", busy && "pointer-events-none opacity-60")}
        >
          <FormHeading variant={variant} title={title} step={step} />
          <SubmitStatusMessage status={quote.status} />
          {quote.restored ? <RestoredNotice onStartOver={quote.forgetProgress} /> : null}
          {quick || step > 0 ? null : <ModeToggle mode={form.getValues("mode")} onChange={quote.switchMode} />}
          <FormSteps {...quote} quick={quick} typed={initialIntent?.fields} />
          {!quick && step === STEP_PEOPLE ? <ConsentCheckbox registration={form.register("consentGiven")} /> : null}
          {!quick && step === STEP_PEOPLE && form.getValues("mode") === "international" ? (
            <AdConsentCheckbox registration={form.register("adConsentGiven")} />
          ) : null}
          <StepNav
            step={quick ? 0 : step}
            last={quote.last}
            busy={busy}
            submitLabel={submitLabelOf(variant)}
            onBack={() => quote.setStep(step - 1)}
          />
        </form>
      </FormIdContext>
    </FormProvider>
  );
}

type FormStepsProps = {
  quick: boolean;
  /** The text typed on the island's skeleton (its place boxes open their suggestions when focused). */
  typed: EarlyIntent["fields"] | undefined;
  step: number;
  cursor: VehicleCursor;
  setCursor: (cursor: VehicleCursor) => void;
  estimate: EstimateResult | undefined;
  honeypot: string;
  setHoneypot: (value: string) => void;
};

/** The step on screen (the quick calculator shows its route and one vehicle at once), with the estimate from step 2. */
function FormSteps({ quick, typed, step, cursor, setCursor, estimate, honeypot, setHoneypot }: FormStepsProps) {
  return (
    <StepBody step={step}>
      {quick || step === STEP_DESTINATION ? <StepRoute compact={quick} typed={typed} /> : null}
      {quick || step === STEP_VEHICLES ? <StepVehicles cursor={cursor} onCursor={setCursor} full={!quick} /> : null}
      {!quick && step >= STEP_VEHICLES && estimate ? <EstimatePanel estimate={estimate} /> : null}
      {!quick && step === STEP_PEOPLE ? <StepContact honeypot={honeypot} onHoneypot={setHoneypot} /> : null}
    </StepBody>
  );
}
