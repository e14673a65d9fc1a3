import { fullAddress, siteConfig } from "@/lib/config/site";
import { isGreetableName } from "@/lib/quote";
import { fmcsaNumberText, getBrokerFacts, supportHoursText } from "@/lib/facts";
import type { CustomerMessage } from "./customer-message";

/**
 * The words of the visitor's confirmation e-mail, written once as blocks; customer-email.ts renders them as
 * plain text and as HTML, so both parts always say the same thing.
 */
export type Block =
  | { kind: "paragraph"; text: string; strong?: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; rows: { label: string; value: string | string[] }[] }
  | { kind: "breakdown"; caption: string; rows: { label: string; amount: string }[]; total: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "phones" };

type Section = { heading: string; blocks: Block[] };
export type EmailContent = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  sections: Section[];
  footer: string[];
};

export const NOT_BINDING = "This is an estimate, not a binding price.";

function title(m: CustomerMessage): string {
  if (m.kind === "booking") return `Your booking ${m.leadNumber}`;
  return `Your quote request ${m.leadNumber}`;
}

function intro(m: CustomerMessage): string {
  if (m.kind === "booking") {
    return `Thank you for booking with ${siteConfig.name}. You chose the ${m.pickupWindow?.label ?? ""} pickup window (${m.pickupWindow?.days ?? ""}). Your booking number is ${m.leadNumber}.`;
  }
  return `Thank you for your quote request. Your quote number is ${m.leadNumber}; please have it at hand when you call us.`;
}

function shipment(m: CustomerMessage): Section {
  const rows: { label: string; value: string | string[] }[] = [
    { label: m.kind === "booking" ? "Booking number" : "Quote number", value: m.leadNumber },
    { label: "From", value: m.origin },
    { label: "To", value: m.destination },
    { label: "Ship date", value: m.shipDate },
  ];
  rows.push({ label: m.vehicles.length > 1 ? "Vehicles" : "Vehicle", value: m.vehicles });
  if (m.transport) rows.push({ label: m.international ? "Shipping" : "Transport", value: m.transport });
  if (m.pickupWindow) rows.push({ label: "Pickup window", value: `${m.pickupWindow.label}: ${m.pickupWindow.days}` });
  return { heading: "Your shipment", blocks: [{ kind: "facts", rows }] };
}

function estimate(m: CustomerMessage): Section {
  const e = m.estimate;
  if (!e) {
    return {
      heading: "Your price",
      blocks: [
        { kind: "paragraph", text: "We could not price this route automatically; an agent will give you a price." },
      ],
    };
  }
  const blocks: Block[] = [{ kind: "paragraph", strong: NOT_BINDING, text: `Estimated total: ${e.total}.` }];
  if (e.lines.length > 0)
    blocks.push({ kind: "breakdown", caption: "How the estimate adds up", rows: e.lines, total: e.total });
  if (e.transit) blocks.push({ kind: "paragraph", text: `Typical transit: ${e.transit}.` });
  blocks.push({
    kind: "paragraph",
    text: "The final price depends on the carriers available when one is dispatched. We confirm it with you before we book a carrier.",
  });
  if (m.international) {
    blocks.push({
      kind: "paragraph",
      text: "It leaves out duties, import taxes, destination port and terminal fees and marine insurance.",
    });
  }
  return { heading: m.kind === "booking" ? "Your price for this window" : "Your estimate", blocks };
}

function next(m: CustomerMessage): Section {
  const by = m.consentGiven ? "by phone or e-mail" : "by e-mail";
  const items =
    m.kind === "booking"
      ? [
          `An agent contacts you ${by} during business hours to confirm a carrier for your window and the final price.`,
          "Carriers work to a pickup window, not an exact time: the driver calls you before arriving.",
          "No carrier is dispatched until you agree to the final price.",
        ]
      : [
          "An agent checks which carriers serve your route around your date.",
          `We contact you ${by} during business hours with a price you can book.`,
          "Nothing is booked until you agree to the price.",
        ];
  return {
    heading: "What happens next",
    blocks: [
      { kind: "list", items },
      { kind: "paragraph", text: `Business hours: ${supportHoursText(getBrokerFacts())}.` },
    ],
  };
}

function stopMessages(m: CustomerMessage): string {
  const texts = m.consentGiven
    ? " To stop calls and text messages, reply STOP to any text or tell the agent on the phone."
    : "";
  return `You get this e-mail because a quote was requested with this address on our website; we send no newsletters. To stop messages about this request, reply with “stop” or write to ${siteConfig.emails.info}.${texts}`;
}

export function customerEmailContent(m: CustomerMessage): EmailContent {
  const facts = getBrokerFacts();
  return {
    subject: `${title(m)} at ${siteConfig.name}`,
    title: title(m),
    greeting: isGreetableName(m.firstName) ? `Hello ${m.firstName.trim()},` : "Hello,",
    intro: intro(m),
    sections: [
      shipment(m),
      estimate(m),
      next(m),
      {
        heading: "Questions?",
        blocks: [{ kind: "paragraph", text: "Reply to this e-mail or call us:" }, { kind: "phones" }],
      },
    ],
    footer: [
      `${siteConfig.name} is a licensed transport broker. MC ${fmcsaNumberText(facts, "mc")} · USDOT ${fmcsaNumberText(facts, "usdot")}.`,
      `${siteConfig.name}, ${fullAddress()}, ${siteConfig.address.country === "US" ? "USA" : siteConfig.address.country}.`,
      stopMessages(m),
    ],
  };
}
