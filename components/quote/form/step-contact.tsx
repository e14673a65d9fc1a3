"use client";

import { AsYouType } from "libphonenumber-js/min";
import type { ChangeEvent, Ref } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Field, controlClass } from "@/components/ui/field";
import { HONEYPOT_FIELD, phoneCountryFor, type QuoteFormValues } from "@/lib/quote";
import { useQuoteId } from "./form-ids";

/**
 * Formats what the visitor has typed so far for the origin's country. While they delete, the text is left
 * alone: re-formatting would put back the bracket or dash they just removed.
 */
function formatPhoneAsTyped(next: string, previous: string, country: ReturnType<typeof phoneCountryFor>): string {
  if (next.length < previous.length) return next;
  return new AsYouType(country).input(next);
}

type PhoneField = {
  ref: Ref<HTMLInputElement>;
  name: string;
  value: string | undefined;
  onBlur: () => void;
  onChange: (value: string) => void;
};

/** The phone box's props, for the quote form and the booking page alike: a tel input formatted as typed for the country. */
export function phoneInputProps(field: PhoneField, country: ReturnType<typeof phoneCountryFor>) {
  return {
    ref: field.ref,
    name: field.name,
    type: "tel",
    autoComplete: "tel",
    className: controlClass,
    value: field.value ?? "",
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(formatPhoneAsTyped(event.target.value, field.value ?? "", country)),
  };
}

/** Step 3, People: first name, e-mail and phone, plus the hidden field only bots fill in. */
export function StepContact({ honeypot, onHoneypot }: { honeypot: string; onHoneypot: (value: string) => void }) {
  const { control, register, formState } = useFormContext<QuoteFormValues>();
  const origin = useWatch({ control, name: "origin" });
  const country = phoneCountryFor(origin);
  const errors = formState.errors;
  const qid = useQuoteId();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={qid("first-name")} label="First name" error={errors.firstName?.message}>
        {(aria) => (
          <input {...aria} type="text" autoComplete="given-name" className={controlClass} {...register("firstName")} />
        )}
      </Field>
      <Field id={qid("email")} label="Email" error={errors.email?.message}>
        {(aria) => (
          <input {...aria} type="email" autoComplete="email" className={controlClass} {...register("email")} />
        )}
      </Field>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field id={qid("phone")} label="Phone" error={fieldState.error?.message} className="sm:col-span-2">
            {(aria) => <input {...aria} {...phoneInputProps(field, country)} />}
          </Field>
        )}
      />
      {/* People never see or reach this field; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={qid("hp")}>Company website</label>
        <input
          id={qid("hp")}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => onHoneypot(e.target.value)}
        />
      </div>
    </div>
  );
}
