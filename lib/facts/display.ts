import type { BrokerFacts } from "./schema";

/**
 * The broker's facts as the pages and e-mails show them, with their "not yet supplied" states written once:
 * a pending FMCSA number, example hours labelled as such.
 */
export const FMCSA_PENDING = "pending registration number";

/** The MC or USDOT number, or "pending registration number" until the broker has supplied it. */
export function fmcsaNumberText(facts: Pick<BrokerFacts, "fmcsa">, which: "mc" | "usdot"): string {
  return facts.fmcsa[which] ?? FMCSA_PENDING;
}

/** The support hours on one line, labelled while they are the shipped examples (contact, benefits, e-mails). */
export function supportHoursText(facts: Pick<BrokerFacts, "supportHours">): string {
  const hours = facts.supportHours.hours.map((h) => `${h.days} ${h.time}`).join(", ");
  return facts.supportHours.example ? `${hours} (example hours)` : hours;
}
