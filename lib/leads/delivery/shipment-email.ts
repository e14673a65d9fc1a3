import type Mail from "nodemailer/lib/mailer";
import { siteConfig } from "@/lib/config/site";
import { BOOKING_PATH } from "@/lib/seo";
import { STATUS_LABELS, eventFacts, type ShipmentEvent } from "@/lib/shipments";
import { customerEmailContent, type Block, type EmailContent } from "./customer-email-content";
import { customerEmailText, type RenderedEmail } from "./customer-email";
import { customerEmailHtml } from "./customer-email-html";
import { customerMessage } from "./customer-message";
import type { LeadDocument } from "./lead-document";
import type { ShipmentChangeDocument } from "./subject";

/**
 * The visitor's e-mail for a shipment status change: the same family as the booking confirmation (blocks
 * rendered as text and HTML, same footer), the change in the words the booking page's timeline uses
 * (lib/shipments eventFacts), the booking's route and vehicles, and a link back to the booking page.
 */

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
        intro: `${facts.details[0]}. ${e.reason}`,
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
        intro: e.reason ? `Reason: ${e.reason}` : "If you did not ask for this, please call us.",
      };
  }
}

function shipmentEmailContent(lead: LeadDocument, change: ShipmentChangeDocument, siteUrl: string): EmailContent {
  const e = change.event;
  const facts = eventFacts(e);
  const booking = customerMessage(lead);
  const { title, intro } = headline(e, lead.lead_number);
  const update: Block[] = [
    {
      kind: "facts",
      rows: [
        { label: "Status", value: STATUS_LABELS[e.status] },
        { label: "When", value: facts.when },
        ...(facts.details.length > 0 ? [{ label: "Details", value: facts.details }] : []),
      ],
    },
  ];
  if (facts.link) update.push({ kind: "link", text: facts.link.text, href: facts.link.href });
  const follow: Block[] = change.token
    ? [
        { kind: "paragraph", text: "Your booking page shows every step and what comes next:" },
        {
          kind: "link",
          text: "Open your booking page",
          href: new URL(`${BOOKING_PATH}/${change.token}`, siteUrl).toString(),
        },
      ]
    : [];
  return {
    subject: `${STATUS_LABELS[e.status]}: booking ${lead.lead_number} at ${siteConfig.name}`,
    title,
    greeting: lead.first_name ? `Hello ${lead.first_name},` : "Hello,",
    intro,
    sections: [
      { heading: "This update", blocks: [...update, ...follow] },
      {
        heading: "Your shipment",
        blocks: [
          {
            kind: "facts",
            rows: [
              { label: "Booking number", value: lead.lead_number },
              { label: "From", value: booking.origin },
              { label: "To", value: booking.destination },
              { label: booking.vehicles.length > 1 ? "Vehicles" : "Vehicle", value: booking.vehicles },
            ],
          },
        ],
      },
      {
        heading: "Questions?",
        blocks: [{ kind: "paragraph", text: "Reply to this e-mail or call us:" }, { kind: "phones" }],
      },
    ],
    // The confirmation's footer, word for word: the broker's licence, address and how to stop messages.
    footer: customerEmailContent(booking).footer,
  };
}

function renderShipmentEmail(lead: LeadDocument, change: ShipmentChangeDocument, siteUrl: string): RenderedEmail {
  const content = shipmentEmailContent(lead, change, siteUrl);
  return { subject: content.subject, text: customerEmailText(content), html: customerEmailHtml(content) };
}

/** As nodemailer sends it; the Message-ID comes from the outbox row, like the confirmation's. */
export function shipmentMailOptions(
  lead: LeadDocument,
  change: ShipmentChangeDocument,
  siteUrl: string,
  deliveryId: string,
  from: string,
): Mail.Options {
  const rendered = renderShipmentEmail(lead, change, siteUrl);
  return {
    from,
    to: lead.email,
    replyTo: siteConfig.emails.sales,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<${deliveryId}@shiplux.customer>`,
    headers: { "List-Unsubscribe": `<mailto:${siteConfig.emails.info}?subject=stop>` },
  };
}
