import { parsedPhone } from "./normalise";

/**
 * The countries where the site reports a conversion on the basis it has (an ad click, no opt-out, no GPC). A
 * visitor whose phone or either address is elsewhere is reported only with the consent they ticked: the laws
 * there (the GDPR and its kin) ask for one before a contact is shared with an ad platform.
 */
const NO_CONSENT_ASKED = new Set(["US", "CA"]);

/** The parts of a lead that say where its visitor is. */
export type LeadPlaces = {
  origin_country: string | null;
  destination_country: string | null;
  phone: string;
};

/**
 * True when the phone or either address is outside the US and Canada. A +1 number of the Caribbean counts as
 * outside (its country, not its calling code, decides); a phone no one can read says nothing either way.
 */
export function outsideUsAndCanada(lead: LeadPlaces): boolean {
  const countries = [
    lead.origin_country,
    lead.destination_country,
    parsedPhone(lead.phone, lead.origin_country)?.country,
  ];
  return countries.some((country) => country != null && country !== "" && !NO_CONSENT_ASKED.has(country.toUpperCase()));
}
