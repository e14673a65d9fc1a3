import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { pushEvent } from "@/lib/analytics";
import type { EstimateResult } from "@/lib/estimate";
import {
  KEY_REUSED_STATUS,
  REQUEST_FAILED_MESSAGE,
  type QuoteFormValues,
  type SubmitResult,
  newIdempotencyKey,
  placeApiErrors,
  shouldFollow,
  submitLead,
  submitQuick,
  type FormVariant,
} from "@/lib/quote";
import { AD_CONSENT_TEXT, CONSENT_TEXT } from "./consent";
import type { SubmitStatus } from "./submit-status";
import { currentAttribution, currentSignals } from "./use-attribution";

/**
 * The conversion event every submit pushes to the dataLayer, whatever its outcome. A stored lead's number is
 * also its event_id: the server's report-back (lib/conversions) sends the same id, so a platform that gets
 * both (a pixel through the tag manager, and the server) counts the lead once. No contact data: the tags the
 * container runs read the dataLayer.
 */
function track(ok: boolean, leadNumber?: string) {
  pushEvent({
    event: "quote_submit",
    status: ok ? "success" : "error",
    lead_number: leadNumber || undefined,
    event_id: leadNumber || undefined,
  });
}

/**
 * What a submit sends beside the values: the visit's attribution and signals, and the consents as the form
 * showed them (the contact consent on the full forms; the ad-measurement one on the international form only).
 */
function submitContext(variant: FormVariant, values: QuoteFormValues, shownAt: string) {
  return {
    attribution: currentAttribution(),
    signals: currentSignals(),
    consent: variant === "quick" ? undefined : { given: values.consentGiven, text: CONSENT_TEXT, shownAt },
    adConsent:
      values.mode === "international" ? { given: values.adConsentGiven, text: AD_CONSENT_TEXT, shownAt } : undefined,
  };
}

type Options = {
  variant: FormVariant;
  form: UseFormReturn<QuoteFormValues>;
  estimate: EstimateResult | undefined;
  honeypot: string;
  consentShownAt: string;
  onSuccess: () => void;
};

/**
 * One submit at a time. The Idempotency-Key is made when an attempt starts and kept until it succeeds or
 * the visitor changes something, so a double click or a retry after a lost answer makes one lead.
 */
export function useQuoteSubmit({ variant, form, estimate, honeypot, consentShownAt, onSuccess }: Options) {
  const [status, setStatus] = useState<SubmitStatus>({ kind: "idle" });
  const keyRef = useRef<string | null>(null);
  const busyRef = useRef(false);

  function forgetKey() {
    keyRef.current = null;
  }

  function showFailure(
    result: SubmitResult | { status_code: number; description?: string; errors?: Record<string, string> },
  ) {
    const { onFields, elsewhere } = placeApiErrors(result.errors ?? {}, variant);
    for (const [name, message] of onFields) form.setError(name, { message });
    // A message with no field on screen is said in the status itself, after "check the highlighted fields"
    // only when some field is highlighted.
    const description = result.description || REQUEST_FAILED_MESSAGE;
    const message =
      elsewhere.length === 0 ? description : [...(onFields.length > 0 ? [description] : []), ...elsewhere].join(" ");
    setStatus({ kind: "error", message });
  }

  /**
   * Sends under the attempt's key; when the server says the key was spent on a different request (the
   * values changed in a way the form did not see), the same values go once more under a new key.
   */
  async function send<T extends { status_code: number }>(run: (idempotencyKey: string) => Promise<T>): Promise<T> {
    keyRef.current ??= newIdempotencyKey();
    const first = await run(keyRef.current);
    if (first.status_code !== KEY_REUSED_STATUS) return first;
    keyRef.current = newIdempotencyKey();
    return run(keyRef.current);
  }

  async function submit(values: QuoteFormValues) {
    if (busyRef.current) return;
    busyRef.current = true;
    setStatus({ kind: "submitting" });
    const attempt = { ...submitContext(variant, values, consentShownAt), honeypot, estimate };
    try {
      if (variant === "quick") {
        const result = await send((idempotencyKey) => submitQuick(values, { ...attempt, idempotencyKey }));
        track(result.status_code === 200);
        if (shouldFollow(result)) {
          window.location.assign(result.url);
          return;
        }
        showFailure(result);
        return;
      }
      const result = await send((idempotencyKey) => submitLead(values, { ...attempt, idempotencyKey }));
      const ok = result.status_code === 200;
      track(ok, result.lead_number);
      if (!ok) return showFailure(result);
      keyRef.current = null;
      // An answer without email_sent (an older server) is taken as sent.
      setStatus({ kind: "success", leadNumber: result.lead_number, emailSent: result.email_sent !== false });
      onSuccess();
    } finally {
      busyRef.current = false;
      setStatus((current) => (current.kind === "submitting" ? { kind: "idle" } : current));
    }
  }

  return { status, submit, forgetKey, setStatus };
}
