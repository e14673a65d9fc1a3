/**
 * What the lead outbox sends that it does not write itself (lib/leads DeliveryContent), one entry per kind, each
 * written by the domain that owns it: a lead's confirmation (a quote's by lib/leads, a confirmed booking's by
 * lib/booking), a shipment change's e-mail and CRM webhook (lib/shipments), a signed order's e-mails and the signed
 * prices its booking conversion carries (lib/orders), and the money channels (lib/payments). It sits above all of
 * them, the top row of the layers; instrumentation.ts starts the delivery worker with it.
 */
import "server-only";
import { bookingConfirmation } from "@/lib/booking/server";
import { quoteConfirmation, type DeliveryContent } from "@/lib/leads";
import { ORDER_DELIVERY, signedPrices } from "@/lib/orders";
import { paymentChannels } from "@/lib/payments";
import { SHIPMENT_DELIVERY } from "@/lib/shipments/server";

export const DELIVERY_CONTENT: DeliveryContent = {
  confirmation: (lead) => (lead.kind === "booking" ? bookingConfirmation(lead) : quoteConfirmation(lead)),
  ...SHIPMENT_DELIVERY,
  ...ORDER_DELIVERY,
  signedPrices,
  channels: paymentChannels,
};
