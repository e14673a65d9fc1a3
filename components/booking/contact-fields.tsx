"use client";

import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { phoneInputProps } from "@/components/quote/form/step-contact";
import { Field, controlClass } from "@/components/ui/field";
import type { ContactField } from "@/lib/booking";
import type { BookingFormValues } from "./booking-form-values";

/** Only the contact details the quick calculator did not ask for, with the quote form's rules and messages. */
export function ContactFields({
  missing,
  control,
  register,
  errors,
}: {
  missing: ContactField[];
  control: Control<BookingFormValues>;
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
}) {
  if (missing.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-lg font-bold">Your contact details</legend>
      <p className="mt-1 text-sm text-muted">So your agent can confirm the carrier and the pickup day with you.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {missing.includes("first_name") && (
          <Field id="booking-first-name" label="First name" error={errors.first_name?.message}>
            {(aria) => (
              <input
                {...aria}
                type="text"
                autoComplete="given-name"
                className={controlClass}
                {...register("first_name")}
              />
            )}
          </Field>
        )}
        {missing.includes("email") && (
          <Field id="booking-email" label="Email" error={errors.email?.message}>
            {(aria) => (
              <input {...aria} type="email" autoComplete="email" className={controlClass} {...register("email")} />
            )}
          </Field>
        )}
        {missing.includes("phone") && (
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <Field id="booking-phone" label="Phone" error={fieldState.error?.message}>
                {(aria) => <input {...aria} {...phoneInputProps(field, "US")} />}
              </Field>
            )}
          />
        )}
      </div>
    </fieldset>
  );
}
