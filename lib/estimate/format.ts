/**
 * The second face of lib/estimate: how a price range reads, on its own. The booking page's window list runs in the
 * browser and shows prices the server computed, so it takes this without the estimator behind @/lib/estimate.
 */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * "$1,200 – $1,450", or "$1,200" when both ends are the same: every price range the site and its emails show. A
 * discount (both ends below zero) reads as what comes off, smaller amount first: "$125 – $160 off", never
 * "-$125 – -$160".
 */
export function formatUsdRange(low: number, high: number): string {
  if (low < 0 && high < 0) {
    const [less, more] = [-low, -high].sort((a, b) => a - b) as [number, number];
    return `${formatUsdRange(less, more)} off`;
  }
  return low === high ? usd.format(low) : `${usd.format(low)} – ${usd.format(high)}`;
}

/** What every estimate the site and its e-mails show is, and is not, said once. */
export const ESTIMATE_NOT_BINDING =
  "An estimate, not a binding quote: your agent confirms the price with a carrier before anything is booked.";
