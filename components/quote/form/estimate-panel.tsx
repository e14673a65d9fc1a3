import type { EstimateResult } from "@/lib/estimate";
import { ESTIMATE_NOT_BINDING, formatUsdRange } from "@/lib/estimate/format";
import { EstimateLines, EstimateTrip } from "./estimate-figures";
import { useQuoteId } from "./form-ids";

/** The instant, non-binding estimate with the figures that make it up, shown before contact details are asked. */
export function EstimatePanel({ estimate }: { estimate: EstimateResult }) {
  const qid = useQuoteId();
  return (
    <section
      aria-labelledby={qid("estimate-title")}
      aria-live="polite"
      className="rounded-xl border border-line bg-surface p-4"
    >
      <h3 id={qid("estimate-title")} className="text-sm font-semibold text-muted">
        Estimated price
      </h3>
      <p className="mt-1 text-2xl font-extrabold" data-testid="estimate-range">
        {formatUsdRange(estimate.low, estimate.high)}
      </p>
      <EstimateTrip estimate={estimate} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">How we got this</summary>
        <EstimateLines estimate={estimate} className="mt-2" />
      </details>
      <p className="mt-2 text-xs text-muted">{ESTIMATE_NOT_BINDING}</p>
    </section>
  );
}
