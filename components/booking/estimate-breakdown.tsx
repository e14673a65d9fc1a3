import { DEFAULT_WINDOW, windowLabel, type ConfirmedWindow } from "@/lib/booking";
import { siteConfig } from "@/lib/config/site";
import type { EstimateResult } from "@/lib/estimate";
import { ESTIMATE_NOT_BINDING, formatUsdRange } from "@/lib/estimate/format";
import { EstimateLines, EstimateTrip } from "@/components/quote/form/estimate-figures";

/**
 * The estimate with every figure that makes it up, the distance and the transit time. Once a window is booked
 * its price is the one shown: the lines price the window the estimate is for (DEFAULT_WINDOW), which another window's price differs from.
 */
export function EstimateBreakdown({
  estimate,
  booked,
}: {
  estimate: EstimateResult | undefined;
  booked?: ConfirmedWindow;
}) {
  const phone = siteConfig.phones.main;
  const bookedPrice = booked?.low !== undefined && booked.high !== undefined ? booked : undefined;
  return (
    <section aria-labelledby="estimate-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="estimate-title" className="text-lg font-bold">
        Estimated price
      </h2>
      {estimate ? (
        <>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="booking-estimate">
            {formatUsdRange(bookedPrice?.low ?? estimate.low, bookedPrice?.high ?? estimate.high)}
          </p>
          {bookedPrice && bookedPrice.kind !== DEFAULT_WINDOW ? (
            <p className="mt-1 text-sm">
              Your {windowLabel(bookedPrice.kind)} pickup window. The lines below make up the{" "}
              {windowLabel(DEFAULT_WINDOW)} window&rsquo;s {formatUsdRange(estimate.low, estimate.high)}.
            </p>
          ) : null}
          <EstimateTrip estimate={estimate} />
          <EstimateLines estimate={estimate} className="mt-4 border-t border-line pt-3 text-sm" />
        </>
      ) : (
        <p className="mt-2 text-sm">
          We could not place this route on the map to estimate it. An agent prices it with you: call{" "}
          <a className="font-semibold underline" href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
          .
        </p>
      )}
      <p className="mt-3 text-xs text-muted">{ESTIMATE_NOT_BINDING}</p>
    </section>
  );
}
