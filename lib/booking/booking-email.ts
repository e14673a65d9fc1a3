import { formatDays } from "@/lib/dates";
import { siteConfig } from "@/lib/config/site";
import {
  confirmationContent,
  contactWay,
  customerMessage,
  quoteConfirmation,
  renderEmail,
  type DeliveryContent,
  type LeadDocument,
  type RenderedEmail,
} from "@/lib/leads";
import { ORDER_DELIVERY, signedPrices } from "@/lib/orders";
import { paymentChannels } from "@/lib/payments";
import { SHIPMENT_DELIVERY } from "@/lib/shipments/server";
import { windowLabel } from "./windows";

/**
 * The visitor's confirmation of a booking, in booking's words around lib/leads's frame: the pickup window
 * chosen on the booking page, its price as the estimate, and what happens until the carrier comes.
 */
export function bookingConfirmation(lead: LeadDocument): RenderedEmail {
  const m = customerMessage(lead);
  const window = lead.pickup_window;
  const label = window ? windowLabel(window.kind) : "";
  const days = window ? formatDays(window.from, window.to) : "";
  return renderEmail(
    confirmationContent(m, {
      title: `Your booking ${m.leadNumber}`,
      intro: `Thank you for booking with ${siteConfig.name}. You chose the ${label} pickup window (${days}). Your booking number is ${m.leadNumber}.`,
      numberLabel: "Booking number",
      extraFacts: window ? [{ label: "Pickup window", value: `${label}: ${days}` }] : [],
      estimateHeading: "Your price for this window",
      next: [
        `An agent contacts you ${contactWay(m)} during business hours to confirm a carrier for your window and the final price.`,
        "Carriers work to a pickup window, not an exact time: the driver calls you before arriving.",
        "No carrier is dispatched until you agree to the final price.",
      ],
    }),
  );
}

/**
 * Everything the lead outbox sends that it does not write itself (lib/leads DeliveryContent): a quote's
 * confirmation (lib/leads), a booking's (above), a shipment change's e-mail and webhook (lib/shipments), a
 * signed order's e-mails and the signed prices its booking conversion carries (lib/orders).
 * Put together here because booking sits above both; instrumentation.ts starts the worker with it.
 */
export const DELIVERY_CONTENT: DeliveryContent = {
  confirmation: (lead) => (lead.kind === "booking" ? bookingConfirmation(lead) : quoteConfirmation(lead)),
  ...SHIPMENT_DELIVERY,
  ...ORDER_DELIVERY,
  signedPrices,
  channels: paymentChannels,
};
