import { createHash } from "node:crypto";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * Contact details as the ad platforms match them: normalised as each platform specifies, then SHA-256 as
 * lower-case hex. Nothing else of the contact leaves the server. Meta's rules are those of its own server-side
 * SDK (facebook-nodejs-business-sdk's ServerSideUtils, checked against it in tests/unit/lib/conversions); Google's
 * add one for Gmail addresses.
 */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function normalisedEmail(email: string): string | undefined {
  const value = email.trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+$/.test(value) ? value : undefined;
}

/** The domains whose mailboxes ignore dots and a +tag in the local part, as Google's matching does. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * Google's normalisation of an e-mail: trimmed and lower-cased, and for gmail.com and googlemail.com the dots
 * and any "+tag" removed from the name, since Gmail delivers a.n.a+quotes@gmail.com to ana@gmail.com. Google
 * only: Meta matches the address as typed (lower-cased), so its hash must keep them.
 */
export function googleEmail(email: string): string | undefined {
  const value = normalisedEmail(email);
  if (!value) return undefined;
  const at = value.lastIndexOf("@");
  const [name, domain] = [value.slice(0, at), value.slice(at + 1)];
  if (!GMAIL_DOMAINS.has(domain)) return value;
  const local = name.split("+")[0]?.replace(/\./g, "") ?? "";
  return local ? `${local}@${domain}` : undefined;
}

/** A phone as written, read with `country` as its region when it has no country code (else the US). */
export function parsedPhone(phone: string, country: string | null) {
  const region = country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : "US";
  return parsePhoneNumberFromString(phone.trim(), region);
}

/** E.164 (+16505551234); a number without a country code is read as `country`'s. Undefined when not a number. */
export function e164Phone(phone: string, country: string | null): string | undefined {
  const parsed = parsedPhone(phone, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

type HashedContact = { email?: string; googleEmail?: string; phoneE164?: string; phoneDigits?: string };

/** The hashes of one lead's contact: the e-mail as Meta and as Google normalise it, the phone in both spellings. */
export function hashedContact(email: string, phone: string, country: string | null): HashedContact {
  const mail = normalisedEmail(email);
  const google = googleEmail(email);
  const number = e164Phone(phone, country);
  return {
    email: mail ? sha256Hex(mail) : undefined,
    googleEmail: google ? sha256Hex(google) : undefined,
    phoneE164: number ? sha256Hex(number) : undefined,
    phoneDigits: number ? sha256Hex(number.slice(1)) : undefined,
  };
}

/** Where a lead is, as Meta's user_data takes it (each normalised then hashed; absent when unknown). */
export type MetaPlace = { firstName?: string; city?: string; state?: string; postalCode?: string; country?: string };

const hashOf = (value: string | undefined) => (value ? [sha256Hex(value)] : undefined);
const lower = (value: string | undefined) => value?.trim().toLowerCase() || undefined;
/** Meta's city and state: lower-cased, without digits, spaces, brackets, dots or hyphens. */
const placeName = (value: string | undefined) => lower(value)?.replace(/[0-9\s().-]/g, "") || undefined;
/** Meta's zip: lower-cased without spaces, the part before a hyphen (a US ZIP+4 is its 5 digits). */
function zip(value: string | undefined): string | undefined {
  const code = lower(value)?.replace(/\s/g, "").split("-")[0];
  return code && code.length >= 2 ? code : undefined;
}
const countryCode = (value: string | undefined) => (value && /^[A-Za-z]{2}$/.test(value) ? lower(value) : undefined);

/**
 * Meta's fn, ct, st, zp and country, normalised as its SDK does and hashed (ln is not sent: the forms ask for a
 * first name only), and the external_id: the hash of the normalised e-mail under a prefix of ours, so a lead and
 * its booking share one id without it being the e-mail's own hash.
 */
export function metaUserFields(place: MetaPlace, email: string) {
  const mail = normalisedEmail(email);
  return {
    fn: hashOf(lower(place.firstName)),
    ct: hashOf(placeName(place.city)),
    st: hashOf(placeName(place.state)),
    zp: hashOf(zip(place.postalCode)),
    country: hashOf(countryCode(place.country)),
    external_id: mail ? [sha256Hex(`shiplux:${mail}`)] : undefined,
  };
}
