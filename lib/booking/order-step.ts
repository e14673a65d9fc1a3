import { orderPaths, type OrderView } from "@/lib/orders";
import { SHIPMENT_TIME_ZONE, type Timeline, type TimelineStep } from "@/lib/shipments";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHIPMENT_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
});

/**
 * The order's signing as a step of the booking's timeline, right after the booking: done with the signed PDF's
 * link once signed, ahead (with the way to the form) while it is not and the shipment is still booked. It happens
 * while the shipment is booked, so it carries that status; a booking priced by phone has no step for it.
 */
export function withOrderStep(timeline: Timeline, view: OrderView | undefined, token: string): Timeline {
  if (!view || view.kind === "by-phone") return timeline;
  // Once a carrier is on the way without a signed order, the order was agreed by phone: no step to take.
  if (view.kind === "to-sign" && timeline.status !== "booked") return timeline;
  const step: TimelineStep =
    view.kind === "signed"
      ? {
          key: "order-signed",
          status: "booked",
          label: "Order signed",
          state: "done",
          when: dayFormat.format(view.signed.signedAt),
          details: [`Signed by ${view.signed.signerName}; nothing charged`],
          link: { text: "Signed order (PDF)", href: orderPaths(token).signedPdf },
        }
      : {
          key: "order-signed",
          status: "booked",
          label: "Order signed",
          state: "upcoming",
          when: view.windowPassed ? null : "Sign your order on this page",
          details: [],
          link: view.windowPassed ? undefined : { text: "Read and sign your order", href: "#order" },
        };
  const [first, ...rest] = timeline.steps;
  return { ...timeline, steps: first ? [first, step, ...rest] : [step] };
}
