"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker";
import { Field, FieldError, controlClass } from "@/components/ui/field";
import { lastShipDate, type QuotePlace, type QuoteFormValues, shippingMethodsFor } from "@/lib/quote";
import { LocationCombobox } from "./location-combobox";
import { TransportTypeRadios } from "./transport-type-radios";
import { useQuoteId } from "./form-ids";
import { FIELD_LABELS, SHIPPING_METHOD_PROMPT } from "./form-labels";

/** Step 1, Destination: where from, where to, when, and how (transport type or shipping method). */
export function StepRoute({ compact = false }: { compact?: boolean }) {
  const { control, register, setValue, formState } = useFormContext<QuoteFormValues>();
  const mode = useWatch({ control, name: "mode" });
  const origin = useWatch({ control, name: "origin" });
  const methods = shippingMethodsFor(origin);
  const international = mode === "international";
  const qid = useQuoteId();

  function onOriginPicked(place: QuotePlace) {
    if (!international) return;
    setValue("shippingMethod", shippingMethodsFor(place).preselected, { shouldValidate: formState.isSubmitted });
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <LocationCombobox key={`origin-${mode}`} end="origin" mode={mode} onPicked={onOriginPicked} />
        <LocationCombobox key={`destination-${mode}`} end="destination" mode={mode} />
      </div>
      {compact ? null : (
        <Controller
          control={control}
          name="shipDate"
          render={({ field, fieldState }) => (
            <DatePicker
              id={qid("ship-date")}
              label={FIELD_LABELS.shipDate}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              max={lastShipDate()}
            />
          )}
        />
      )}
      {international ? (
        <Field
          id={qid("shipping-method")}
          label={FIELD_LABELS.shippingMethod}
          error={formState.errors.shippingMethod?.message}
        >
          {(aria) => (
            <select {...aria} className={controlClass} {...register("shippingMethod")}>
              <option value="">{SHIPPING_METHOD_PROMPT}</option>
              {methods.options.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <fieldset aria-describedby={formState.errors.transportType ? qid("transport-error") : undefined}>
          <legend className="mb-1 text-sm font-semibold">{FIELD_LABELS.transportType}</legend>
          <TransportTypeRadios firstId={qid("transport")} inputProps={() => register("transportType")} />
          <FieldError id={qid("transport")} error={formState.errors.transportType?.message} />
        </fieldset>
      )}
    </div>
  );
}
