import { siteConfig } from "@/lib/config/site";
import { STATUS_LABELS, carrierNumbers, type Timeline, type TimelineStep } from "@/lib/shipments";

/** The words that say each step's state, so it is never told by colour alone. */
const STATE_WORDS: Record<TimelineStep["state"], string> = { done: "Done", current: "Now", upcoming: "Ahead" };

const MARKER: Record<TimelineStep["state"], string> = {
  done: "border-success bg-success text-surface",
  current: "border-brand bg-brand text-brand-fg",
  upcoming: "border-line bg-surface text-muted",
};

function Step({ step }: { step: TimelineStep }) {
  return (
    <li aria-current={step.state === "current" ? "step" : undefined} className="relative pb-5 pl-9 last:pb-0">
      <span
        aria-hidden="true"
        className={`absolute top-0.5 left-0 flex h-6 w-6 items-center justify-center rounded-full border-2 text-xs font-bold ${MARKER[step.state]}`}
      >
        {step.state === "done" ? "✓" : step.state === "current" ? "●" : ""}
      </span>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={step.state === "upcoming" ? "font-semibold text-muted" : "font-semibold"}>{step.label}</span>
        <span
          className={
            step.state === "current"
              ? "rounded bg-brand px-1.5 text-xs font-bold text-brand-fg uppercase"
              : "text-xs text-muted uppercase"
          }
        >
          {STATE_WORDS[step.state]}
        </span>
        {step.when && <span className="text-sm text-muted">{step.when}</span>}
      </p>
      {step.details.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm">
          {step.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {step.link && (
        <p className="mt-1 text-sm">
          <a className="font-semibold underline" href={step.link.href} rel="noopener noreferrer">
            {step.link.text}
          </a>
        </p>
      )}
    </li>
  );
}

/**
 * The shipment after the booking, server-rendered with no script: where it is now (said in words and as
 * aria-current="step"), every step so far with its date, and the steps ahead with when to expect them.
 */
export function ShipmentTimeline({ timeline }: { timeline: Timeline }) {
  const phone = siteConfig.phones.main;
  return (
    <section aria-labelledby="timeline-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="timeline-title" className="text-xl font-bold">
        Your shipment’s progress
      </h2>
      <p className="mt-1" data-testid="shipment-status">
        Current status: <strong>{STATUS_LABELS[timeline.status]}</strong>
      </p>
      {timeline.carrier && (
        <p className="mt-1 text-sm">
          Your carrier: <strong>{timeline.carrier.name}</strong> ({carrierNumbers(timeline.carrier)})
        </p>
      )}
      <ol aria-label="Shipment steps" className="mt-4">
        {timeline.steps.map((step) => (
          <Step key={step.key} step={step} />
        ))}
      </ol>
      <p className="mt-4 text-sm">
        {timeline.next ? `${timeline.next} ` : ""}Questions? Call us at{" "}
        <a className="font-semibold underline" href={`tel:${phone.tel}`}>
          {phone.display}
        </a>
        .
      </p>
    </section>
  );
}
