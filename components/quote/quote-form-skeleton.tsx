import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { HydrationScript } from "@/components/ui/hydration-script";
import { DEFAULT_TRANSPORT_TYPE, TRANSPORT_TYPES, type FormVariant, type Mode } from "@/lib/quote/early";
import { STEP_COUNT, STEP_TITLES } from "./constants";
import { earlyRecorderScript, type EarlyAction, type EarlyField } from "./early-input";
import { FORM_MIN_HEIGHT } from "./form-height";
import { FIELD_LABELS, PLACE_PLACEHOLDERS, SHIPPING_METHOD_PROMPT } from "./form-labels";
import { formIdPrefix } from "./form-ids";
import { ModeToggle } from "./mode-toggle";

type SkeletonProps = { variant?: FormVariant; title?: string; mode: Mode; onAction: (action: EarlyAction) => void };

/** A text box of the form, with the real field's id so focus can move to it, and what it becomes in the form. */
function SkeletonBox({
  id,
  label,
  field,
  placeholder,
}: {
  id: string;
  label: string;
  field: EarlyField;
  placeholder?: string;
}) {
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        data-early-field={field}
        placeholder={placeholder}
        autoComplete="off"
        className={controlClass}
      />
    </div>
  );
}

/**
 * Step 1 of the form as static HTML, block for block the same as the real one, shown until the visitor
 * does something: the page looks complete, nothing moves when the form replaces it, and no form script
 * is fetched before then. It is a working draft, not a picture: the boxes take text, the radios and mode
 * buttons respond, and Next (a submit with method="dialog", which goes nowhere without script) is noted, by
 * the inline recorder before hydration and by `onAction` after, so the form starts from all of it.
 */
export function QuoteFormSkeleton({ variant = "full", title = "Get a free quote", mode, onAction }: SkeletonProps) {
  const quick = variant === "quick";
  const international = mode === "international";
  const id = (name: string) => `${formIdPrefix(variant)}-${name}`;
  const placeholder = PLACE_PLACEHOLDERS[mode];
  return (
    <form
      data-quote-skeleton
      method="dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onAction({ type: "next" });
      }}
      className={cn("grid content-start gap-4", FORM_MIN_HEIGHT[variant])}
    >
      <HydrationScript source={earlyRecorderScript} />
      <p role="status" className="sr-only">
        Loading the quote form
      </p>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        {quick ? null : (
          <p className="text-sm font-semibold text-muted">
            Step 1 / {STEP_COUNT}
            <span className="sr-only">: {STEP_TITLES[0]}</span>
          </p>
        )}
      </div>
      {quick ? null : <ModeToggle mode={mode} onChange={(next) => onAction({ type: "mode", mode: next })} />}
      <div className="grid gap-4">
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SkeletonBox id={id("origin")} label={FIELD_LABELS.origin} field="originQuery" placeholder={placeholder} />
            <SkeletonBox
              id={id("destination")}
              label={FIELD_LABELS.destination}
              field="destinationQuery"
              placeholder={placeholder}
            />
          </div>
          {quick ? null : (
            <SkeletonBox id={id("ship-date")} label={FIELD_LABELS.shipDate} field="shipDate" placeholder="YYYY-MM-DD" />
          )}
          {international ? (
            <div className="min-w-0">
              <label htmlFor={id("shipping-method")} className="mb-1 block text-sm font-semibold">
                {FIELD_LABELS.shippingMethod}
              </label>
              <select id={id("shipping-method")} className={controlClass}>
                <option value="">{SHIPPING_METHOD_PROMPT}</option>
              </select>
            </div>
          ) : (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold">{FIELD_LABELS.transportType}</legend>
              <div className="flex gap-4">
                {TRANSPORT_TYPES.map((type, index) => (
                  <label key={type} className="flex items-center gap-2">
                    <input
                      type="radio"
                      value={type}
                      defaultChecked={type === DEFAULT_TRANSPORT_TYPE}
                      data-early-field="transportType"
                      id={index === 0 ? id("transport") : undefined}
                      name={id("transport")}
                      className="h-5 w-5 accent-[var(--brand)]"
                    />
                    {type}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
        {quick ? (
          <div className="grid gap-4">
            <h3 className="font-semibold">Vehicle 1</h3>
            <div className="grid gap-4 sm:grid-cols-3">
              <SkeletonBox id={id("vehicle-0-year")} label={FIELD_LABELS.year} field="year" />
              <SkeletonBox id={id("vehicle-0-make")} label={FIELD_LABELS.make} field="make" />
              <SkeletonBox id={id("vehicle-0-model")} label={FIELD_LABELS.model} field="model" />
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1">
          {quick ? "See my price" : "Next"}
        </Button>
      </div>
    </form>
  );
}
