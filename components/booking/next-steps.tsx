import type { Ref } from "react";
import { windowLabel, type ConfirmedWindow } from "@/lib/booking";
import { formatDays } from "@/lib/dates";
import { formatUsdRange } from "@/lib/estimate/format";
import { siteConfig } from "@/lib/config/site";

type Props = {
  window: ConfirmedWindow;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The order is signed on this page (lib/orders): signing, not a call, locks the price. */
  signOnline?: boolean;
  /** The booking lead's number (Q-…), once the page has read it back. */
  bookingNumber?: string;
};

/** After the confirm: the window kept on the booking and what happens until the car is picked up. */
export function NextSteps({ window, headingRef, signOnline = false, bookingNumber }: Props) {
  const phone = siteConfig.phones.main;
  return (
    <div role="status" className="rounded-2xl border border-success bg-surface p-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-success focus:outline-none">
        Your pickup window is booked
      </h2>
      <p className="mt-2">
        <span className="font-semibold">{windowLabel(window.kind)}</span>: pickup {formatDays(window.from, window.to)}
        {window.low !== undefined && window.high !== undefined
          ? `, estimated ${formatUsdRange(window.low, window.high)}`
          : ""}
        .
      </p>
      {bookingNumber && (
        <p className="mt-1">
          Booking number <span className="font-semibold tabular-nums">{bookingNumber}</span>: please have it at hand
          when you call us.
        </p>
      )}
      <h3 className="mt-4 font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {signOnline ? (
          <>
            <li>Read and sign your order below: signing locks the price of your window.</li>
            <li>We assign a licensed, insured carrier for your window and e-mail you when it is confirmed.</li>
            <li>Nothing is charged until a carrier is assigned.</li>
          </>
        ) : (
          <>
            <li>
              We assign a licensed, insured carrier for your window and call you to confirm the price and pickup day.
            </li>
            <li>Nothing is charged until a carrier is assigned and you have agreed to the final price.</li>
          </>
        )}
        <li>
          Questions or changes? Call us at{" "}
          <a className="font-semibold underline" href={`tel:${phone.tel}`}>
            {phone.display}
          </a>
          .
        </li>
      </ol>
    </div>
  );
}
