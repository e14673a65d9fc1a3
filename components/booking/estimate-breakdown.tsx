import { siteConfig } from "@/lib/config/site";
import type { EstimateResult } from "@/lib/estimate";
import { formatPrice } from "@/lib/booking/format";

/** The estimate with every figure that makes it up, the distance and the transit time. */
export function EstimateBreakdown({ estimate }: { estimate: EstimateResult | undefined }) {
  const phone = siteConfig.phones.main;
  return (
    <section aria-labelledby="estimate-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="estimate-title" className="text-lg font-bold">
        Estimated price
      </h2>
      {estimate ? (
        <>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="booking-estimate">
            {formatPrice(estimate.low, estimate.high)}
          </p>
          <p className="mt-1 text-sm text-muted">
            About {estimate.distanceMiles.toLocaleString("en-US")} miles · typically {estimate.transitDays.min}–
            {estimate.transitDays.max} days in transit
          </p>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
            {estimate.lineItems.map((item) => (
              <div key={`${item.kind}-${item.label}`} className="contents">
                <dt>{item.label}</dt>
                <dd className="text-right tabular-nums">{formatPrice(item.low, item.high)}</dd>
              </div>
            ))}
          </dl>
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
      <p className="mt-3 text-xs text-muted">
        An estimate, not a binding quote: your agent confirms the price with a carrier before anything is booked.
      </p>
    </section>
  );
}
