import { e164Phone, normalisedEmail } from "./normalise";

/**
 * The consumer behind a lead as an opt-out remembers them: the e-mail and the phone, each normalised as the ad
 * platforms match them (so "A@x.com " and "a@x.com" are one person, and so are two spellings of one number),
 * and named by kind so an e-mail can never equal a phone. lib/leads keeps only their keyed hashes.
 */
export function contactIdentities(email: string, phone: string, country: string | null): string[] {
  const mail = normalisedEmail(email);
  const number = e164Phone(phone, country);
  return [...(mail ? [`email:${mail}`] : []), ...(number ? [`phone:${number}`] : [])];
}
