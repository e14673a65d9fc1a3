import type { EstimateResult } from "@/lib/estimate";
import { useQuoteId } from "./form-ids";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatRange(low: number, high: number): string {
  return `${money.format(low)} – ${money.format(high)}`;
}

/** The instant, non-binding estimate with the figures that make it up, shown before contact details are asked. */
export function EstimatePanel({ estimate }: { estimate: EstimateResult }) {
  const { transitDays } = estimate;
  const qid = useQuoteId();
  return (
    <section aria-labelledby={qid("estimate-title")} aria-live="polite" className="rounded-xl border border-line bg-surface p-4">
      <h3 id={qid("estimate-title")} className="text-sm font-semibold text-muted">
        Estimated price
      </h3>
      <p className="mt-1 text-2xl font-extrabold" data-testid="estimate-range">
        {formatRange(estimate.low, estimate.high)}
      </p>
      <p className="mt-1 text-sm text-muted">
        About {estimate.distanceMiles.toLocaleString("en-US")} miles · typically {transitDays.min}–{transitDays.max} days in transit
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">How we got this</summary>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {estimate.lineItems.map((item) => (
            <div key={`${item.kind}-${item.label}`} className="contents">
              <dt>{item.label}</dt>
              <dd className="text-right tabular-nums">{formatRange(item.low, item.high)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className="mt-2 text-xs text-muted">An estimate, not a binding quote: your agent confirms the price with a carrier.</p>
    </section>
  );
}
