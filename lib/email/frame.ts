import { fullAddress, siteConfig } from "@/lib/config/site";
import { fmcsaNumberText, getBrokerFacts } from "@/lib/facts";
import type { Section } from "./content";

/** The pieces every visitor e-mail ends with, whichever domain wrote its words. */

export const QUESTIONS: Section = {
  heading: "Questions?",
  blocks: [{ kind: "paragraph", text: "Reply to this e-mail or call us:" }, { kind: "phones" }],
};

/**
 * Every visitor e-mail's footer: the broker's licence, its address, and how to stop messages. Only a visitor who
 * agreed to calls and texts is told how to stop texts.
 */
export function emailFooter(m: { consentGiven: boolean }): string[] {
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
