"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { startTransition, useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { CONSENT_TEXT, ConsentCheckbox } from "@/components/quote/form/consent";
import { FormIdContext } from "@/components/quote/form/form-ids";
import { SubmitStatusMessage } from "@/components/quote/form/submit-status";
import { Button } from "@/components/ui/button";
import {
  postConfirm,
  DEFAULT_WINDOW,
  confirmFormSchema,
  type ConfirmedWindow,
  type ContactField,
  type PickupWindow,
} from "@/lib/booking";
import type { BookingFormValues } from "./booking-form-values";
import { ContactFields } from "./contact-fields";
import { NextSteps } from "./next-steps";
import { WindowOptions } from "./window-options";

/** A confirmed booking as the server last read it. */
type Booked = {
  window: ConfirmedWindow;
  bookingNumber: string | undefined;
  /** "What happens next" is about finding a carrier: shown only until the shipment's first event. */
  nextSteps: boolean;
  signOnline: boolean;
};

type Props = {
  token: string;
  windows: PickupWindow[];
  missing: ContactField[];
  booked?: Booked;
  /** What a confirmed booking shows below its next steps (the order, the timeline), rendered on the server. */
  children?: ReactNode;
};

function initialValues(missing: ContactField[]): BookingFormValues {
  const values: BookingFormValues = { window: DEFAULT_WINDOW, consentGiven: false };
  for (const field of missing) values[field] = "";
  return values;
}

/**
 * The confirm step: a pickup window, the contact details still missing and the consent box, sent once to
 * the confirm route; then what happens next. Field messages from the server land beside their fields. A
 * confirm refreshes the page's server parts (its words, the price of the window chosen, the booking number,
 * the order and the timeline) in place, without a reload: this component stays mounted through it, so focus
 * stays on the booked heading it moved to.
 */
export function BookingConfirm({ token, windows, missing, booked, children }: Props) {
  const router = useRouter();
  const form = useForm<BookingFormValues>({
    defaultValues: initialValues(missing),
    resolver: zodResolver(confirmFormSchema(missing), undefined, { raw: true }) as Resolver<BookingFormValues>,
  });
  const [shownAt] = useState(() => new Date().toISOString());
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<ConfirmedWindow | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirmed) headingRef.current?.focus();
  }, [confirmed]);

  async function submit(values: BookingFormValues) {
    setError(undefined);
    const { consentGiven, ...fields } = values;
    const result = await postConfirm(token, {
      ...fields,
      consent: { given: consentGiven, text: CONSENT_TEXT, shownAt },
    });
    if (result.status_code === 200 && result.window) {
      setConfirmed(result.window);
      startTransition(() => router.refresh());
      return;
    }
    for (const [name, message] of Object.entries(result.errors ?? {})) {
      if (name === "window" || name === "first_name" || name === "email" || name === "phone")
        form.setError(name, { message });
    }
    setError(result.description);
  }

  // Until the refresh arrives: the window just confirmed, with the steps of a booking that has no event yet.
  const shown =
    booked ?? (confirmed && { window: confirmed, bookingNumber: undefined, nextSteps: true, signOnline: false });
  if (shown)
    return (
      <BookedView booked={shown} headingRef={headingRef}>
        {children}
      </BookedView>
    );

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-6" aria-label="Confirm your pickup window">
      <WindowOptions windows={windows} registration={form.register("window")} error={errors.window?.message} />
      <ContactFields missing={missing} control={form.control} register={form.register} errors={errors} />
      <FormIdContext.Provider value="booking">
        <ConsentCheckbox registration={form.register("consentGiven")} />
      </FormIdContext.Provider>
      {error && <SubmitStatusMessage status={{ kind: "error", message: error }} />}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? "Confirming…" : "Confirm pickup window"}
      </Button>
      <p className="text-sm text-muted">
        Nothing is charged now: you pay only once a carrier is assigned and you agree to the price.
      </p>
    </form>
  );
}

/** A booking confirmed: what happens next (its heading takes focus after the confirm), then the server's parts. */
function BookedView({
  booked,
  headingRef,
  children,
}: {
  booked: Booked;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      {booked.nextSteps && (
        <NextSteps
          window={booked.window}
          headingRef={headingRef}
          signOnline={booked.signOnline}
          bookingNumber={booked.bookingNumber}
        />
      )}
      {children}
    </div>
  );
}
