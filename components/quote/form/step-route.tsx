"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker";
import { lastShipDate, type Mode, type QuotePlace, type QuoteFormValues, shippingMethodsFor } from "@/lib/quote";
import type { EarlyIntent } from "./early-intent";
import { LocationCombobox } from "./location-combobox";
import { useQuoteId } from "./form-ids";
import { FIELD_LABELS } from "./form-labels";
import { RouteFields, ShippingMethodField, TransportTypeField } from "./route-fields";

/**
 * Step 1, Destination: where from, where to, when, and how (transport type or shipping method). `compact` is
 * the quick calculator's: no ship date, and place boxes that offer only the places it prices. `typed` is the
 * text typed on the island's skeleton: a place box that holds it opens its suggestions when focused.
 */
export function StepRoute({ compact = false, typed = {} }: { compact?: boolean; typed?: EarlyIntent["fields"] }) {
  const mode = useWatch<QuoteFormValues, "mode">({ name: "mode" });
  const preselectMethod = useMethodPreselection(mode);
  return (
    <RouteFields
      origin={
        <LocationCombobox
          key={`origin-${mode}`}
          end="origin"
          mode={mode}
          quick={compact}
          onPicked={preselectMethod}
          typedBeforeLive={typed.originQuery !== undefined}
        />
      }
      destination={
        <LocationCombobox
          key={`destination-${mode}`}
          end="destination"
          mode={mode}
          quick={compact}
          typedBeforeLive={typed.destinationQuery !== undefined}
        />
      }
      shipDate={compact ? null : <ShipDatePicker />}
      method={mode === "international" ? <ShippingMethodSelect /> : <TransportTypeRadios />}
    />
  );
}

/** International: an origin picked chooses the shipping method it allows best (the visitor may change it). */
function useMethodPreselection(mode: Mode) {
  const { setValue, formState } = useFormContext<QuoteFormValues>();
  return (place: QuotePlace) => {
    if (mode !== "international") return;
    setValue("shippingMethod", shippingMethodsFor(place).preselected, { shouldValidate: formState.isSubmitted });
  };
}

function ShipDatePicker() {
  const qid = useQuoteId();
  return (
    <Controller<QuoteFormValues, "shipDate">
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
  );
}

function ShippingMethodSelect() {
  const { register, formState } = useFormContext<QuoteFormValues>();
  const origin = useWatch<QuoteFormValues, "origin">({ name: "origin" });
  const qid = useQuoteId();
  return (
    <ShippingMethodField
      id={qid("shipping-method")}
      error={formState.errors.shippingMethod?.message}
      methods={shippingMethodsFor(origin).options}
      selectProps={register("shippingMethod")}
    />
  );
}

function TransportTypeRadios() {
  const { register, formState } = useFormContext<QuoteFormValues>();
  const qid = useQuoteId();
  return (
    <TransportTypeField
      id={qid("transport")}
      error={formState.errors.transportType?.message}
      inputProps={() => register("transportType")}
    />
  );
}
