import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { pushEvent } from "@/lib/analytics";
import {
  LAST_STEP,
  STEP_VEHICLES,
  defaultFormValues,
  formEstimate,
  initialModeOf,
  vehiclesStepSchema,
  type FormVariant,
  type Mode,
  type QuoteFormValues,
} from "@/lib/quote";
import type { EarlyIntent } from "./early-intent";
import { quoteResolver, type StepContext } from "./form-resolver";
import { hasEnteredProgress } from "./restored-notice";
import { startingState } from "./starting-state";
import { clearProgress, loadProgress, useFormPersistence } from "./use-form-persistence";
import { useQuoteSubmit } from "./use-quote-submit";
import { FIRST_VEHICLE, type VehicleCursor } from "./use-vehicle-entries";

type QuoteFormMethods = UseFormReturn<QuoteFormValues, StepContext>;

/** Where focus goes when a new step shows: its first box or select. */
const FIRST_FIELD = "[data-step] input:not([type=hidden]):not([tabindex='-1']), [data-step] select";

/**
 * The quote form's state and what moves it: the step, the vehicle on screen, the values (validated per step
 * with the lib/quote schemas and saved as they change), the estimate and the submit. Next validates the step
 * and moves on; the last step's submit sends the lead, and a lead sent starts the form over.
 */
export function useQuoteForm(
  variant: FormVariant,
  intent: EarlyIntent | undefined,
  rootRef: RefObject<HTMLFormElement | null>,
) {
  const [{ start, restoredAtStart }] = useState(() => startOf(variant, intent));
  const [step, setStep] = useState(start.step);
  const [cursor, setCursor] = useState(FIRST_VEHICLE);
  const [restored, setRestored] = useState(restoredAtStart);
  const [honeypot, setHoneypot] = useState("");
  const [consentShownAt] = useState(() => new Date().toISOString());
  const form = useStepForm(variant, start.values, step);
  const estimate = useFormEstimate(form);
  const startOver = (mode: Mode) => {
    form.reset(defaultFormValues(mode));
    setStep(0);
    setCursor(FIRST_VEHICLE);
    setRestored(false);
  };
  const onSuccess = () => {
    clearProgress(variant);
    startOver(initialModeOf(variant));
  };
  const submitter = useQuoteSubmit({ variant, form, estimate, honeypot, consentShownAt, onSuccess });
  const switchMode = (mode: Mode) => {
    startOver(mode);
    submitter.setStatus({ kind: "idle" });
  };
  const forgetProgress = () => {
    clearProgress(variant);
    switchMode(initialModeOf(variant));
    // The notice and its Start over are gone: focus goes on to the emptied form's first field.
    focusFirst(rootRef.current, FIRST_FIELD);
  };
  const busy = submitter.status.kind === "submitting";
  const last = variant === "quick" || step === LAST_STEP;
  const moves = { form, step, setStep, cursor, setCursor };
  const onSubmit = useSubmitHandler({ ...moves, rootRef, busy, last, send: submitter.submit });
  useReplayedNext(start.advance, rootRef);
  useNewAttemptOnChange(form, submitter.forgetKey);
  const status = submitter.status;
  const actions = { onSubmit, switchMode, forgetProgress };
  return { ...moves, ...actions, estimate, restored, honeypot, setHoneypot, busy, last, status };
}

/** Read once: progress saved earlier in the visit, with what was done on the island's skeleton on top. */
function startOf(variant: FormVariant, intent: EarlyIntent | undefined) {
  const saved = loadProgress(variant);
  return { start: startingState(variant, saved, intent), restoredAtStart: hasEnteredProgress(saved) };
}

/** The values, validated against the step on screen, re-rendering on every change (the estimate and the mode toggle follow them) and saved. */
function useStepForm(variant: FormVariant, values: QuoteFormValues, step: number): QuoteFormMethods {
  const [resolver] = useState(() => quoteResolver(variant));
  const form = useForm<QuoteFormValues, StepContext>({
    defaultValues: values,
    resolver,
    context: { step },
    shouldFocusError: false,
  });
  useWatch({ control: form.control });
  useFormPersistence(variant, form, step);
  return form;
}

/** The estimate, once the vehicles step is valid; worked out again only when a value changes. */
function useFormEstimate(form: QuoteFormMethods) {
  const values = form.getValues();
  const vehiclesValid = vehiclesStepSchema.safeParse({ vehicles: values.vehicles }).success;
  const valuesKey = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- valuesKey stands for the values it was made from
  return useMemo(() => (vehiclesValid ? formEstimate(values) : undefined), [valuesKey, vehiclesValid]);
}

function focusFirst(root: HTMLElement | null, selector: string) {
  // After React has painted the new step or the error texts.
  requestAnimationFrame(() => root?.querySelector<HTMLElement>(selector)?.focus());
}

type Moves = {
  form: QuoteFormMethods;
  step: number;
  setStep: (step: number) => void;
  cursor: VehicleCursor;
  setCursor: (cursor: VehicleCursor) => void;
};
type SubmitOptions = Moves & {
  rootRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  last: boolean;
  send: (values: QuoteFormValues) => unknown;
};

/** The form's submit: Next on every step but the last (validate, move on, focus), the lead on the last. */
function useSubmitHandler({ form, rootRef, step, setStep, cursor, setCursor, busy, last, send }: SubmitOptions) {
  const focusFirstInvalid = () => {
    const firstBadVehicle = form.formState.errors.vehicles?.findIndex?.((e) => e !== undefined) ?? -1;
    if (firstBadVehicle >= 0 && firstBadVehicle !== cursor.selected)
      setCursor({ ...cursor, selected: firstBadVehicle });
    focusFirst(rootRef.current, '[aria-invalid="true"]');
  };
  const next = async () => {
    if (!(await form.trigger())) return focusFirstInvalid();
    // Every entry validated: the one being added is in the list now.
    if (step === STEP_VEHICLES) setCursor({ ...cursor, adding: false });
    pushEvent({ event: "quote_step", step: step + 2 });
    setStep(step + 1);
    focusFirst(rootRef.current, FIRST_FIELD);
  };
  return (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!last) return void next();
    void form.handleSubmit(send, focusFirstInvalid)();
  };
}

/** Next asked for on the skeleton: the same submit a click on this Next makes, once the form is on screen. */
function useReplayedNext(advance: boolean, rootRef: RefObject<HTMLFormElement | null>) {
  const replayed = useRef(false);
  useEffect(() => {
    if (!advance || replayed.current) return;
    replayed.current = true;
    rootRef.current?.requestSubmit();
  }, [advance, rootRef]);
}

/** Changed details are a new request: the next submit gets a new Idempotency-Key. */
function useNewAttemptOnChange(form: QuoteFormMethods, forgetKey: () => void) {
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => forgetKey() }), [form, forgetKey]);
}
