import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingConfirm } from "@/components/booking/booking-confirm";
import { EstimateBreakdown } from "@/components/booking/estimate-breakdown";
import { OrderAgreement } from "@/components/booking/order-agreement";
import { RouteMap } from "@/components/booking/route-map";
import { ShipmentSummary } from "@/components/booking/shipment-summary";
import { ShipmentTimeline } from "@/components/booking/shipment-timeline";
import { loadBooking } from "@/lib/booking/server";
import { getDb } from "@/lib/db";
import { TOKEN_PATTERN } from "@/lib/booking";
import { signingErrorsOf } from "@/lib/orders";

// Each request reads the opportunity behind its link; nothing of it may be cached or prerendered.
export const dynamic = "force-dynamic";

// A booking link is private to the visitor who got it: not indexed, and not sent on as a referrer.
export const metadata: Metadata = {
  title: "Your booking",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function BookingPage({ params, searchParams }: Props) {
  const { token } = await params;
  // The signing form's fields to mark, as its plain form post's redirect names them.
  const signErrors = signingErrorsOf((await searchParams).sign_errors);
  if (!TOKEN_PATTERN.test(token)) notFound();
  const booking = await loadBooking(await getDb(), token);
  if (!booking) notFound();
  const { request: r, origin, destination } = booking;

  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        {r.origin_city}, {r.origin_state} to {r.destination_city}, {r.destination_state}
      </h1>
      <p className="mt-2 text-lg text-muted">
        {booking.confirmation
          ? "Booked: your order and your shipment’s progress are below, from pickup to delivery."
          : "Your instant estimate and pickup options. Pick a window and confirm: no payment now."}
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="space-y-6">
          {origin && destination && <RouteMap origin={origin} destination={destination} />}
          <ShipmentSummary request={r} />
        </div>
        <EstimateBreakdown estimate={booking.estimate} booked={booking.confirmation?.window} />
      </div>
      <section aria-label="Pickup window" className="mt-10 rounded-2xl border border-line bg-surface-2 p-6">
        <BookingConfirm
          token={booking.token}
          windows={booking.windows}
          missing={booking.missing}
          booked={
            booking.confirmation && {
              window: booking.confirmation.window,
              bookingNumber: booking.confirmation.bookingNumber,
              // Its "what happens next" is about finding a carrier: true only until the first event.
              nextSteps: booking.shipment?.status === "booked",
              signOnline: booking.order?.kind === "to-sign",
            }
          }
        >
          {booking.order && <OrderAgreement token={booking.token} view={booking.order} errors={signErrors} />}
          {booking.shipment && <ShipmentTimeline timeline={booking.shipment} />}
        </BookingConfirm>
      </section>
    </div>
  );
}
