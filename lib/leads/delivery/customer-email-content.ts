import { fullAddress, siteConfig } from "@/lib/config/site";
import { ESTIMATE_NOT_BINDING } from "@/lib/estimate/format";
import { isGreetableName } from "@/lib/quote";
import { fmcsaNumberText, getBrokerFacts, supportHoursText } from "@/lib/facts";
import type { CustomerMessage } from "./customer-message";

/**
 * The words of the visitor's e-mails, written once as blocks; customer-email.ts renders them as plain text
 * and as HTML, so both parts always say the same thing. The frame (greeting, the shipment's facts, the
 * estimate, questions, footer) is here; each kind of e-mail brings its own words: a quote's below, a
 * confirmed booking's in lib/booking, a shipment update's in lib/shipments.
 */
export type Block =
  | { kind: "paragraph"; text: string; strong?: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; rows: FactRow[] }
  | { kind: "breakdown"; caption: string; rows: { label: string; amount: string }[]; total: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "phones" };

export type FactRow = { label: string; value: string | string[] };
export type Section = { heading: string; blocks: Block[] };
export type EmailContent = {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  sections: Section[];
  footer: string[];
};

/** What a confirmation says in its own words: a quote's (quoteWords) or a confirmed booking's (lib/booking). */
export type ConfirmationWords = {
  title: string;
  intro: string;
  /** "Quote number", "Booking number". */
  numberLabel: string;
  /** Facts the kind adds after the route and the vehicles (a booking's pickup window). */
  extraFacts: FactRow[];
  estimateHeading: string;
  /** What happens next, in order. */
  next: string[];
};

/** "Hello Ana," when the first name reads as a name; never a stranger's sentence typed into the field. */
export function greetingOf(firstName: string): string {
  return isGreetableName(firstName) ? `Hello ${firstName.trim()},` : "Hello,";
}

/** How sales answers: by phone only when the visitor agreed to calls and texts. */
export function contactWay(m: CustomerMessage): string {
  return m.consentGiven ? "by phone or e-mail" : "by e-mail";
}

/** The route and vehicles as a facts block, between the kind's number and its own rows. */
export function shipmentFacts(m: CustomerMessage, first: FactRow[], last: FactRow[] = []): Block {
  const rows: FactRow[] = [
    ...first,
    { label: "From", value: m.origin },
    { label: "To", value: m.destination },
    ...last,
  ];
  return { kind: "facts", rows };
}

function shipment(m: CustomerMessage, words: ConfirmationWords): Section {
  const rows: FactRow[] = [
    { label: "Ship date", value: m.shipDate },
    { label: m.vehicles.length > 1 ? "Vehicles" : "Vehicle", value: m.vehicles },
  ];
  if (m.transport) rows.push({ label: m.international ? "Shipping" : "Transport", value: m.transport });
  const number = { label: words.numberLabel, value: m.leadNumber };
  return { heading: "Your shipment", blocks: [shipmentFacts(m, [number], [...rows, ...words.extraFacts])] };
}

function estimate(m: CustomerMessage, heading: string): Section {
  const e = m.estimate;
  if (!e) {
    return {
      heading: "Your price",
      blocks: [
        { kind: "paragraph", text: "We could not price this route automatically; an agent will give you a price." },
      ],
    };
  }
  const blocks: Block[] = [{ kind: "paragraph", strong: ESTIMATE_NOT_BINDING, text: `Estimated total: ${e.total}.` }];
  if (e.lines.length > 0)
    blocks.push({ kind: "breakdown", caption: "How the estimate adds up", rows: e.lines, total: e.total });
  if (e.transit) blocks.push({ kind: "paragraph", text: `Typical transit: ${e.transit}.` });
  blocks.push({
    kind: "paragraph",
    text: "The final price depends on the carriers available when one is dispatched.",
  });
  if (m.international) {
    blocks.push({
      kind: "paragraph",
      text: "It leaves out duties, import taxes, destination port and terminal fees and marine insurance.",
    });
  }
  return { heading, blocks };
}

function next(items: string[]): Section {
  return {
    heading: "What happens next",
    blocks: [
      { kind: "list", items },
      { kind: "paragraph", text: `Business hours: ${supportHoursText(getBrokerFacts())}.` },
    ],
  };
}

export const QUESTIONS: Section = {
  heading: "Questions?",
  blocks: [{ kind: "paragraph", text: "Reply to this e-mail or call us:" }, { kind: "phones" }],
};

/** Every visitor e-mail's footer: the broker's licence, its address, and how to stop messages. */
export function emailFooter(m: CustomerMessage): string[] {
  const facts = getBrokerFacts();
  const texts = m.consentGiven
    ? " To stop calls and text messages, reply STOP to any text or tell the agent on the phone."
    : "";
  const country = siteConfig.address.country === "US" ? "USA" : siteConfig.address.country;
  return [
    `${siteConfig.name} is a licensed transport broker. MC ${fmcsaNumberText(facts, "mc")} · USDOT ${fmcsaNumberText(facts, "usdot")}.`,
    `${siteConfig.name}, ${fullAddress()}, ${country}.`,
    `You get this e-mail because a quote was requested with this address on our website; we send no newsletters. To stop messages about this request, reply with “stop” or write to ${siteConfig.emails.info}.${texts}`,
  ];
}

/** A lead's confirmation: the frame above around the kind's own words. */
export function confirmationContent(m: CustomerMessage, words: ConfirmationWords): EmailContent {
  return {
    subject: `${words.title} at ${siteConfig.name}`,
    title: words.title,
    greeting: greetingOf(m.firstName),
    intro: words.intro,
    sections: [shipment(m, words), estimate(m, words.estimateHeading), next(words.next), QUESTIONS],
    footer: emailFooter(m),
  };
}

/** A quote's words: the forms' leads (calls 6, 7 and 9). */
export function quoteWords(m: CustomerMessage): ConfirmationWords {
  return {
    title: `Your quote request ${m.leadNumber}`,
    intro: `Thank you for your quote request. Your quote number is ${m.leadNumber}; please have it at hand when you call us.`,
    numberLabel: "Quote number",
    extraFacts: [],
    estimateHeading: "Your estimate",
    next: [
      "An agent checks which carriers serve your route around your date.",
      `We contact you ${contactWay(m)} during business hours with a price you can book.`,
      "Nothing is booked until you agree to the price.",
    ],
  };
}
