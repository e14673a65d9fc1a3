import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { HydrationScript } from "@/components/ui/hydration-script";
import { TYPED_DAY_PLACEHOLDER } from "@/lib/dates";
import { DEFAULT_TRANSPORT_TYPE, MODES, initialModeOf, type FormVariant } from "@/lib/quote/early";
import { STEP_COUNT, STEP_TITLES } from "../form/constants";
import { PLACEHOLDER_ATTRIBUTE_PREFIX, SHOWN_MODE_ATTRIBUTE, earlyRecorderScript } from "./early-input";
import type { EarlyField } from "../form/early-intent";
import { FORM_MIN_HEIGHT } from "../form/form-height";
import { FIELD_LABELS, PLACE_PLACEHOLDERS, SHIPPING_METHOD_PROMPT } from "../form/form-labels";
import { formIdPrefix } from "../form/form-id-prefix";
import { ModeToggle } from "../form/mode-toggle";
import { TransportTypeRadios } from "../form/transport-type-radios";

type SkeletonProps = { variant?: FormVariant; title?: string };

/** Each mode's placeholder on a place box, for the recorder to show the chosen one's. */
const placeholderAttributes = Object.fromEntries(
  MODES.map((mode) => [`${PLACEHOLDER_ATTRIBUTE_PREFIX}${mode}`, PLACE_PLACEHOLDERS[mode]]),
);

/** A text box of the form, with the real field's id so focus can move to it, and what it becomes in the form. */
function SkeletonBox({
  id,
  label,
  field,
  placeholder,
  placeholders,
}: {
  id: string;
  label: string;
  field: EarlyField;
  placeholder?: string;
  /** Each mode's placeholder, when it depends on the mode. */
  placeholders?: Record<string, string>;
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
        {...placeholders}
        autoComplete="off"
        className={controlClass}
      />
    </div>
  );
}

/**
 * Step 1 of the form as static HTML rendered by the server, block for block the same as the real one, shown
 * until the visitor does something: the page looks complete, nothing moves when the form replaces it, and no
 * form script is fetched before then. It is a working draft, not a picture: the boxes take text, the radios
 * respond, and the inline recorder (early-input.ts) shows the mode picked (both modes' fields are here; CSS
 * shows the one the form names) and notes it and Next (a submit with method="dialog", which goes nowhere), so
 * the form starts from all of it. None of it waits for React, and none of it is in the page's script.
 */
export function QuoteFormSkeleton({ variant = "full", title = "Get a free quote" }: SkeletonProps) {
  const quick = variant === "quick";
  const mode = initialModeOf(variant);
  const id = (name: string) => `${formIdPrefix(variant)}-${name}`;
  const placeBox = { placeholder: PLACE_PLACEHOLDERS[mode], placeholders: placeholderAttributes };
  return (
    <form
      data-quote-skeleton
      {...{ [SHOWN_MODE_ATTRIBUTE]: mode }}
      method="dialog"
      noValidate
      className={cn("group/skeleton grid content-start gap-4", FORM_MIN_HEIGHT[variant])}
    >
      <HydrationScript source={earlyRecorderScript()} />
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
      {quick ? null : <ModeToggle mode={mode} />}
      <div className="grid gap-4">
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SkeletonBox id={id("origin")} label={FIELD_LABELS.origin} field="originQuery" {...placeBox} />
            <SkeletonBox
              id={id("destination")}
              label={FIELD_LABELS.destination}
              field="destinationQuery"
              {...placeBox}
            />
          </div>
          {quick ? null : (
            <SkeletonBox
              id={id("ship-date")}
              label={FIELD_LABELS.shipDate}
              field="shipDate"
              placeholder={TYPED_DAY_PLACEHOLDER}
            />
          )}
          {/* Tailwind needs SHOWN_MODE_ATTRIBUTE written out in these classes: data-shown-mode. */}
          {quick ? null : (
            <div className="min-w-0 group-data-[shown-mode=domestic]/skeleton:hidden">
              <label htmlFor={id("shipping-method")} className="mb-1 block text-sm font-semibold">
                {FIELD_LABELS.shippingMethod}
              </label>
              <select id={id("shipping-method")} className={controlClass}>
                <option value="">{SHIPPING_METHOD_PROMPT}</option>
              </select>
            </div>
          )}
          <fieldset className="group-data-[shown-mode=international]/skeleton:hidden">
            <legend className="mb-1 text-sm font-semibold">{FIELD_LABELS.transportType}</legend>
            <TransportTypeRadios
              firstId={id("transport")}
              inputProps={(type) => ({
                name: id("transport"),
                defaultChecked: type === DEFAULT_TRANSPORT_TYPE,
                "data-early-field": "transportType" satisfies EarlyField,
              })}
            />
          </fieldset>
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
