"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { pushEvent } from "@/lib/analytics";
import {
  defaultFormValues,
  vehiclesStepSchema,
  type Mode,
  type QuoteFormValues,
  formEstimate,
  LAST_STEP,
  STEP_PEOPLE,
  STEP_VEHICLES,
  initialModeOf,
  type FormVariant,
} from "@/lib/quote";
import { cn } from "@/lib/utils";
import { ConsentCheckbox } from "./consent";
import { STEP_COUNT, STEP_TITLES } from "./constants";
import type { EarlyIntent } from "./early-intent";
import { EstimatePanel } from "./estimate-panel";
import { formIdPrefix } from "./form-id-prefix";
import { FormIdContext } from "./form-ids";
import { FORM_MIN_HEIGHT } from "./form-height";
import { quoteResolver, type StepContext } from "./form-resolver";
import { ModeToggle } from "./mode-toggle";
import { StepContact } from "./step-contact";
import { StepNav } from "./step-nav";
import { StepRoute } from "./step-route";
import { startingState } from "./starting-state";
import { StepVehicles } from "./step-vehicles";
import { SubmitStatusMessage } from "./submit-status";
import { clearProgress, loadProgress, useFormPersistence } from "./use-form-persistence";
import { useQuoteSubmit } from "./use-quote-submit";
import { RestoredNotice, hasEnteredProgress } from "./restored-notice";
import { FIRST_VEHICLE } from "./use-vehicle-entries";

export type QuoteFormProps = {
  variant?: FormVariant;
  title?: string;
  /** What the visitor did on the island's skeleton before this form was there (quote-form-island.tsx). */
  initialIntent?: EarlyIntent;
};

function focusFirst(root: HTMLElement | null, selector: string) {
  // After React has painted the new step or the error texts.
  requestAnimationFrame(() => root?.querySelector<HTMLElement>(selector)?.focus());
}

/** The quote form island: three steps (one for the quick calculator), validated with the lib/quote schemas. */
export function QuoteForm({ variant = "full", title = "Get a free quote", initialIntent }: QuoteFormProps) {
  const quick = variant === "quick";
  // Read once: progress saved earlier in the visit, with what was done on the island's skeleton on top.
  const [saved] = useState(() => loadProgress(variant));
  const [start] = useState(() => startingState(variant, saved, initialIntent));
  const [restored, setRestored] = useState(() => hasEnteredProgress(saved));
  const [step, setStep] = useState(start.step);
  const [vehicleCursor, setVehicleCursor] = useState(FIRST_VEHICLE);
  const [honeypot, setHoneypot] = useState("");
  const [consentShownAt] = useState(() => new Date().toISOString());
  const rootRef = useRef<HTMLFormElement>(null);
  const [resolver] = useState(() => quoteResolver(variant));
  const form = useForm<QuoteFormValues, StepContext>({
    defaultValues: start.values,
    resolver,
    context: { step },
    shouldFocusError: false,
  });
  // Re-render on every change: the estimate and the mode toggle follow the values.
  useWatch({ control: form.control });
  const values = form.getValues();
  useFormPersistence(variant, form, step);
  const vehiclesValid = vehiclesStepSchema.safeParse({ vehicles: values.vehicles }).success;
  const valuesKey = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- valuesKey stands for the values it was made from
  const estimate = useMemo(() => (vehiclesValid ? formEstimate(values) : undefined), [valuesKey, vehiclesValid]);
  const startOver = (mode: Mode) => {
    form.reset(defaultFormValues(mode));
    setStep(0);
    setVehicleCursor(FIRST_VEHICLE);
    setRestored(false);
  };
  const submitter = useQuoteSubmit({
    variant,
    form,
    estimate,
    honeypot,
    consentShownAt,
    onSuccess: () => {
      clearProgress(variant);
      startOver(initialModeOf(variant));
    },
  });
  const { forgetKey } = submitter;
  const busy = submitter.status.kind === "submitting";
  const last = quick || step === LAST_STEP;

  const advanced = useRef(false);
  useEffect(() => {
    // Next asked for on the skeleton: the same submit a click on this Next makes, once the form is on screen.
    if (!start.advance || advanced.current) return;
    advanced.current = true;
    rootRef.current?.requestSubmit();
  }, [start]);

  useEffect(() => {
    // Changed details are a new request: the next submit gets a new Idempotency-Key.
    return form.subscribe({ formState: { values: true }, callback: () => forgetKey() });
  }, [form, forgetKey]);

  function focusFirstInvalid() {
    const firstBadVehicle = form.formState.errors.vehicles?.findIndex?.((e) => e !== undefined) ?? -1;
    if (firstBadVehicle >= 0 && firstBadVehicle !== vehicleCursor.selected)
      setVehicleCursor({ ...vehicleCursor, selected: firstBadVehicle });
    focusFirst(rootRef.current, '[aria-invalid="true"]');
  }

  async function next() {
    if (!(await form.trigger())) return focusFirstInvalid();
    // Every entry validated: the one being added is in the list now.
    if (step === STEP_VEHICLES) setVehicleCursor({ ...vehicleCursor, adding: false });
    pushEvent({ event: "quote_step", step: step + 2 });
    setStep(step + 1);
    focusFirst(rootRef.current, "[data-step] input:not([type=hidden]):not([tabindex='-1']), [data-step] select");
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!last) return void next();
    void form.handleSubmit(submitter.submit, focusFirstInvalid)();
  }

  function switchMode(mode: Mode) {
    startOver(mode);
    submitter.setStatus({ kind: "idle" });
  }

  return (
    <FormProvider {...form}>
      <FormIdContext value={formIdPrefix(variant)}>
        <form
          ref={rootRef}
          noValidate
          aria-busy={busy}
          aria-labelledby={`${variant}-quote-title`}
          onSubmit={onSubmit}
          className={cn(
            "grid content-start gap-4 transition-opacity",
            FORM_MIN_HEIGHT[variant],
            busy && "pointer-events-none opacity-60",
          )}
        >
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={`${variant}-quote-title`} className="text-xl font-bold">
              {title}
            </h2>
            {quick ? null : (
              <p className="text-sm font-semibold text-muted" aria-live="polite">
                Step {step + 1} / {STEP_COUNT}
                <span className="sr-only">: {STEP_TITLES[step]}</span>
              </p>
            )}
          </div>
          <SubmitStatusMessage status={submitter.status} />
          {restored ? (
            <RestoredNotice
              onStartOver={() => {
                clearProgress(variant);
                switchMode(initialModeOf(variant));
              }}
            />
          ) : null}
          {quick || step > 0 ? null : <ModeToggle mode={values.mode} onChange={switchMode} />}
          <div data-step={step} className="grid gap-4">
            {quick || step === 0 ? <StepRoute compact={quick} /> : null}
            {quick || step === STEP_VEHICLES ? (
              <StepVehicles cursor={vehicleCursor} onCursor={setVehicleCursor} full={!quick} />
            ) : null}
            {!quick && step >= STEP_VEHICLES && estimate ? <EstimatePanel estimate={estimate} /> : null}
            {!quick && step === STEP_PEOPLE ? <StepContact honeypot={honeypot} onHoneypot={setHoneypot} /> : null}
          </div>
          {!quick && step === STEP_PEOPLE ? <ConsentCheckbox registration={form.register("consentGiven")} /> : null}
          <StepNav
            step={quick ? 0 : step}
            last={last}
            busy={busy}
            submitLabel={quick ? "See my price" : "Get my quote"}
            onBack={() => setStep(step - 1)}
          />
        </form>
      </FormIdContext>
    </FormProvider>
  );
}
