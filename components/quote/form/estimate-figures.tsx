import type { EstimateResult } from "@/lib/estimate";
import { formatUsdRange } from "@/lib/estimate/format";
import { cn } from "@/lib/utils";

/**
 * What an estimate says besides its total, written once for the form's panel and the booking page: the trip
 * behind it and the lines that add up to it. Each place frames them in its own heading and spacing.
 */

/** "About 1,234 miles · typically 3–5 days in transit". */
export function EstimateTrip({ estimate }: { estimate: EstimateResult }) {
  const { distanceMiles, transitDays } = estimate;
  return (
    <p className="mt-1 text-sm text-muted">
      About {distanceMiles.toLocaleString("en-US")} miles · typically {transitDays.min}–{transitDays.max} days in
      transit
    </p>
  );
}

/** Every line of the estimate with its price range, in two columns. */
export function EstimateLines({ estimate, className }: { estimate: EstimateResult; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-[1fr_auto] gap-x-4 gap-y-1", className)}>
      {estimate.lineItems.map((item) => (
        <div key={`${item.kind}-${item.label}`} className="contents">
          <dt>{item.label}</dt>
          <dd className="text-right tabular-nums">{formatUsdRange(item.low, item.high)}</dd>
        </div>
      ))}
    </dl>
  );
}
