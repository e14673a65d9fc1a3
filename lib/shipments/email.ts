import { siteConfig } from "@/lib/config/site";
import { QUESTIONS, emailFooter, renderEmail, type Block, type EmailContent } from "@/lib/email";
import {
  customerMessage,
  greetingOf,
  shipmentFacts,
  type DeliveryContent,
  type LeadDocument,
  type ShipmentChange,
} from "@/lib/leads";
import { BOOKING_PATH } from "@/lib/seo";
import { STATUS_CHANGED_EVENT, STATUS_LABELS } from "./constants";
import { storedEvent, type ShipmentEvent } from "./event-schema";
import { eventFacts, reasonLine } from "./timeline";

/**
 * What a shipment status change says through the lead outbox (lib/leads delivers it as written here): the
 * visitor's e-mail, of the same family as the booking confirmation (blocks rendered as text and HTML, the
 * same footer), the change in the words the booking page's timeline uses (eventFacts), the booking's route
 * and vehicles and a link back to the booking page; and the CRM webhook's JSON.
 */

function eventOf(change: ShipmentChange): ShipmentEvent {
  const { id, status, details_json, occurred_at } = change.event;
  const event = storedEvent(status, details_json, occurred_at);
  // Stored only after the same schema passed it; a row that fails now is a broken database, not a retry.
  if (!event) throw new Error("A stored shipment event does not validate", { cause: { id } });
  return event;
}

function headline(e: ShipmentEvent, bookingNumber: string): { title: string; intro: string } {
  const facts = eventFacts(e);
  switch (e.status) {
    case "carrier_assigned":
      return {
        title: `A carrier is assigned to your booking ${bookingNumber}`,
        intro: `${e.carrier.name} will pick up your vehicle. ${facts.details[1]}.`,
      };
    case "pickup_rescheduled":
      return {
        title: `Your pickup for booking ${bookingNumber} is rescheduled`,
        intro: `${facts.details[0]}. ${reasonLine(e.reason)}`,
      };
    case "picked_up":
      return { title: `Your vehicle is picked up (booking ${bookingNumber})`, intro: `Picked up on ${facts.when}.` };
    case "in_transit":
      return { title: `Your vehicle is on its way (booking ${bookingNumber})`, intro: facts.details[0] ?? "" };
    case "delivered":
      return {
        title: `Your vehicle is delivered (booking ${bookingNumber})`,
        intro: `Delivered on ${facts.when}. Thank you for shipping with ${siteConfig.name}.`,
      };
    case "cancelled":
      return {
        title: `Your booking ${bookingNumber} is cancelled`,
        intro: e.reason ? reasonLine(e.reason) : "If you did not ask for this, please call us.",
      };
  }
}

/** The change's own facts, and the way back to the booking page when the change knows its token. */
function updateBlocks(e: ShipmentEvent, token: string | null, siteUrl: string): Block[] {
  const facts = eventFacts(e);
  const details = facts.details.length > 0 ? [{ label: "Details", value: facts.details }] : [];
  const blocks: Block[] = [
    {
      kind: "facts",
      rows: [{ label: "Status", value: STATUS_LABELS[e.status] }, { label: "When", value: facts.when }, ...details],
    },
  ];
  if (facts.link) blocks.push({ kind: "link", text: facts.link.text, href: facts.link.href });
  if (!token) return blocks;
  const href = new URL(`${BOOKING_PATH}/${token}`, siteUrl).toString();
  blocks.push({ kind: "paragraph", text: "Your booking page shows every step and what comes next:" });
  blocks.push({ kind: "link", text: "Open your booking page", href });
  return blocks;
}

function shipmentEmailContent(lead: LeadDocument, change: ShipmentChange, siteUrl: string): EmailContent {
  const e = eventOf(change);
  const booking = customerMessage(lead);
  const vehicles = { label: booking.vehicles.length > 1 ? "Vehicles" : "Vehicle", value: booking.vehicles };
  return {
    subject: `${STATUS_LABELS[e.status]}: booking ${lead.lead_number} at ${siteConfig.name}`,
    ...headline(e, lead.lead_number),
    greeting: greetingOf(lead.first_name),
    sections: [
      { heading: "This update", blocks: updateBlocks(e, change.token, siteUrl) },
      {
        heading: "Your shipment",
        blocks: [shipmentFacts(booking, [{ label: "Booking number", value: lead.lead_number }], [vehicles])],
      },
      QUESTIONS,
    ],
    // The confirmation's footer, word for word: the broker's licence, address and how to stop messages.
    footer: emailFooter(booking),
  };
}

/** The visitor's e-mail and the CRM's JSON for a shipment change, as DeliveryContent takes them. */
export const SHIPMENT_DELIVERY = {
  shipmentEmail: (lead, change, siteUrl) => renderEmail(shipmentEmailContent(lead, change, siteUrl)),
  shipmentWebhook: (lead, change, deliveryId) => {
    const { lead_number: _n, ...event } = eventOf(change);
    const shipment = { ...event, received_at: change.event.received_at, source: change.event.source };
    return { event: STATUS_CHANGED_EVENT, delivery_id: deliveryId, lead_number: lead.lead_number, shipment };
  },
} satisfies Pick<DeliveryContent, "shipmentEmail" | "shipmentWebhook">;
