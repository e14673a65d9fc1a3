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
import { STATUS_CHANGED_EVENT } from "./constants";
import { storedEvent, type ShipmentEvent } from "./event-schema";
import type { Headline } from "./status-entry";
import { STATUS_LABELS, eventEntry } from "./statuses";
import { eventFacts } from "./timeline";

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

/** The title and first line its status's entry gives, in the words of the booking page's timeline. */
function headline(e: ShipmentEvent, booking: string): Headline {
  return eventEntry(e.status).headline(e, { booking, facts: eventFacts(e), brand: siteConfig.name });
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
