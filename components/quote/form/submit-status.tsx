import { useEffect, useRef } from "react";
import { siteConfig } from "@/lib/config/site";
import { CONFIRMATION_EMAIL_SKIPPED } from "@/lib/quote";

export type SubmitStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; leadNumber: string; emailSent: boolean }
  | { kind: "error"; message: string };

/**
 * Brings a new answer to the visitor: on a phone the tall last step collapses to step 1 on success, and the
 * answer above it was left off-screen with focus on <body>, so visitors sent the form again. It is focused (a
 * screen reader reads it from there, the next Tab goes on from the form) and scrolled into view.
 */
function useRevealOnChange(key: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: "center" });
  }, [key]);
  return ref;
}

const statusBoxClass = "rounded-lg border bg-surface p-4 focus-visible:outline-2 focus-visible:outline-[var(--focus)]";

/** What the visitor reads after a submit: the lead number and next steps, or the problem and a number to call. */
export function SubmitStatusMessage({ status }: { status: SubmitStatus }) {
  const phone = siteConfig.phones.main;
  const ref = useRevealOnChange(status.kind === "success" ? status.leadNumber : status.kind);
  if (status.kind === "success") {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        data-testid="submit-status"
        className={`${statusBoxClass} border-line`}
      >
        <p className="font-bold text-success">Thank you! Your quote request {status.leadNumber} was received.</p>
        <p className="mt-1 text-sm">
          What happens next: an agent checks your route with our carriers and sends your quote, usually within one
          business hour. Nothing is charged until a carrier is assigned.
        </p>
        {status.emailSent ? null : <p className="mt-1 text-sm font-semibold">{CONFIRMATION_EMAIL_SKIPPED}</p>}
      </div>
    );
  }
  if (status.kind === "error") {
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        data-testid="submit-status"
        className={`${statusBoxClass} border-danger`}
      >
        <p className="font-bold text-danger">{status.message}</p>
        <p className="mt-1 text-sm">
          Your details are still here. Please try again, or call us at{" "}
          <a className="font-semibold underline" href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
          .
        </p>
      </div>
    );
  }
  return null;
}
