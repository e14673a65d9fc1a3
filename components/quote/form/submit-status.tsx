import { siteConfig } from "@/lib/config/site";

export type SubmitStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; leadNumber: string }
  | { kind: "error"; message: string };

/** What the visitor reads after a submit: the lead number and next steps, or the problem and a number to call. */
export function SubmitStatusMessage({ status }: { status: SubmitStatus }) {
  const phone = siteConfig.phones.main;
  if (status.kind === "success") {
    return (
      <div role="status" className="rounded-lg border border-line bg-surface p-4">
        <p className="font-bold text-success">Thank you! Your quote request {status.leadNumber} was received.</p>
        <p className="mt-1 text-sm">
          What happens next: an agent checks your route with our carriers and sends your quote, usually within one
          business hour. Nothing is charged until a carrier is assigned.
        </p>
      </div>
    );
  }
  if (status.kind === "error") {
    return (
      <div role="alert" className="rounded-lg border border-danger bg-surface p-4">
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
