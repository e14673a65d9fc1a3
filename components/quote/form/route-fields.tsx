import type { ComponentProps, ReactNode } from "react";
import { Field, FieldSet, controlClass, radioClass } from "@/components/ui/field";
import { TRANSPORT_TYPES, type TransportType } from "@/lib/quote-bounds";
import { FIELD_LABELS, SHIPPING_METHOD_PROMPT } from "./form-labels";

/**
 * Step 1's markup, written once: the form's StepRoute renders it with live controls (the place comboboxes, the
 * date picker, registered inputs), the island's skeleton with static ones the server draws, so the skeleton
 * cannot drift from the step it stands in for (tests/e2e/quote/island.spec.ts holds the two to the same size).
 * No client code: the skeleton renders these on the server and ships none of them.
 */

type RouteFieldsProps = { origin: ReactNode; destination: ReactNode; shipDate: ReactNode; method: ReactNode };

/** Where from and where to side by side, then when, then how (the transport type or the shipping method). */
export function RouteFields({ origin, destination, shipDate, method }: RouteFieldsProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {origin}
        {destination}
      </div>
      {shipDate}
      {method}
    </div>
  );
}

type ShippingMethodFieldProps = {
  id: string;
  error?: string;
  className?: string;
  /** The methods the origin allows; none until it is known. */
  methods?: readonly string[];
  selectProps?: ComponentProps<"select">;
};

/** International: the shipping method, a select that starts on its prompt. */
export function ShippingMethodField({ id, error, className, methods = [], selectProps }: ShippingMethodFieldProps) {
  return (
    <Field id={id} label={FIELD_LABELS.shippingMethod} error={error} className={className}>
      {(aria) => (
        <select {...aria} className={controlClass} {...selectProps}>
          <option value="">{SHIPPING_METHOD_PROMPT}</option>
          {methods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type TransportTypeFieldProps = {
  /** The first radio's id, which the group's error text is named for. */
  id: string;
  error?: string;
  className?: string;
  /** Each radio's own props: registered with the form, or the skeleton's uncontrolled ones. */
  inputProps: (type: TransportType) => ComponentProps<"input">;
};

/** Domestic: open or enclosed transport, as radios. */
export function TransportTypeField({ id, error, className, inputProps }: TransportTypeFieldProps) {
  return (
    <FieldSet id={id} legend={FIELD_LABELS.transportType} error={error} className={className}>
      <div className="flex gap-4">
        {TRANSPORT_TYPES.map((type, index) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="radio"
              value={type}
              id={index === 0 ? id : undefined}
              className={radioClass}
              {...inputProps(type)}
            />
            {type}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}
