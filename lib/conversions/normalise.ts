import { createHash } from "node:crypto";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * Contact details as the ad platforms match them: normalised, then SHA-256 as lower-case hex. Meta and Google
 * both ask for the e-mail trimmed and lower-cased, and the phone in E.164 (Meta: its digits without the "+").
 * Nothing else of the contact leaves the server.
 */
function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function normalisedEmail(email: string): string | undefined {
  const value = email.trim().toLowerCase();
  return value.includes("@") ? value : undefined;
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

type HashedContact = { email?: string; phoneE164?: string; phoneDigits?: string };

/** The hashes of one lead's contact, in both phone spellings. */
export function hashedContact(email: string, phone: string, country: string | null): HashedContact {
  const mail = normalisedEmail(email);
  const number = e164Phone(phone, country);
  return {
    email: mail ? sha256Hex(mail) : undefined,
    phoneE164: number ? sha256Hex(number) : undefined,
    phoneDigits: number ? sha256Hex(number.slice(1)) : undefined,
  };
}
