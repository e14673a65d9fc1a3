import { siteConfig } from "@/lib/config/site";
import {
  QUESTIONS,
  emailFooter,
  renderEmail,
  type Block,
  type EmailContent,
  type FactRow,
  type RenderedEmail,
  type Section,
} from "@/lib/email";
import { ESTIMATE_NOT_BINDING } from "@/lib/estimate/format";
import { getBrokerFacts, supportHoursText } from "@/lib/facts";
import { isGreetableName } from "@/lib/quote";
import { customerMessage, type CustomerMessage } from "./customer-message";
import type { LeadDocument } from "./lead-document";

/**
 * A lead's confirmation e-mail in lib/email's frame, and the lead's facts other domains' e-mails reuse (the
 * greeting, how sales answers, the route and vehicles): a quote's words below, a confirmed booking's in lib/booking.
 */

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

/** A lead's confirmation: its shipment, its estimate and what comes next, around the kind's own words. */
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

/** The confirmation of a quote from the forms (a confirmed booking's is lib/booking's). */
export function quoteConfirmation(lead: LeadDocument): RenderedEmail {
  const message = customerMessage(lead);
  return renderEmail(confirmationContent(message, quoteWords(message)));
}
