import { addDays, addMonths, startOfDay, subDays } from "date-fns";
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { parseIsoDate } from "@/lib/dates";
import {
  CA_POSTAL_FIRST_LETTER,
  CA_POSTAL_LETTER,
  MIN_VEHICLE_YEAR,
  SHIP_DATE_HORIZON_MONTHS,
  maxVehicleYear,
} from "./constants";

/** Letters, digits or ._%+- then @, a domain, and an ending of 2–4 letters (the CRM's own rule). */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Valid for the given country; a number written with +country code is checked against its own country. */
export function isValidPhone(value: string, country: CountryCode = "US"): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return false;
  try {
    return isValidPhoneNumber(trimmed, country);
  } catch {
    return false;
  }
}

const YEAR_PATTERN = /^\d{4}$/;

/** Four digits from MIN_VEHICLE_YEAR to next year, so a current model bought today passes. */
export function isValidYear(value: string | number, today: Date = new Date()): boolean {
  const text = String(value).trim();
  if (!YEAR_PATTERN.test(text)) return false;
  const year = Number(text);
  return year >= MIN_VEHICLE_YEAR && year <= maxVehicleYear(today);
}

/** The last ship date the form offers and the API accepts: the horizon's months after today. */
export function lastShipDate(today: Date = new Date()): Date {
  return addMonths(startOfDay(today), SHIP_DATE_HORIZON_MONTHS);
}

export type ShipDateProblem = "invalid" | "past" | "beyond-horizon";

/**
 * Why a ship date is refused, or undefined when it is a real date from today to the horizon, in local
 * calendar days. `slackDays` widens both ends for the server: a visitor west of it may still be on the
 * server's yesterday, one east of it already on the server's tomorrow.
 */
export function shipDateProblem(value: string, today: Date = new Date(), slackDays = 0): ShipDateProblem | undefined {
  const date = parseIsoDate(value);
  if (!date) return "invalid";
  if (date < subDays(startOfDay(today), slackDays)) return "past";
  if (date > addDays(lastShipDate(today), slackDays)) return "beyond-horizon";
  return undefined;
}

export function isShipDateAllowed(value: string, today: Date = new Date(), slackDays = 0): boolean {
  return shipDateProblem(value, today, slackDays) === undefined;
}

const LETTER = /\p{L}/u;
/**
 * The opening of an RFC 2047 encoded-word (`=?utf-8?q?…?=`). A mail program decodes it wherever a header
 * carries the name, so `=0D=0ABcc:` typed as a name would become a new header line there.
 */
const ENCODED_WORD_OPENING = "=?";

/**
 * A name holds at least one letter of any script ("Zoë", "李"); spaces, digits or invisible characters alone
 * are no name, and neither is text a mail program would decode.
 */
export function isPersonName(value: string): boolean {
  return LETTER.test(value) && !value.includes(ENCODED_WORD_OPENING);
}

/** One word of letters of any script, with apostrophes and hyphens inside ("Zoë", "Mary-Jo", "O'Neil"). */
const GREETABLE_NAME = /^\p{L}\p{M}{0,2}(?:['’-]?\p{L}\p{M}{0,2})*$/u;
/** Longer than this, it is more likely a word of a sentence than a first name. */
const MAX_GREETABLE_NAME = 20;

/**
 * Whether a name may stand in a greeting ("Hello Zoë,"). The name box takes whatever holds a letter, since
 * refusing a real name costs a lead; but the greeting goes to an address nobody verified, and "Hello Your
 * account is suspended, call …," would carry a stranger's words under the broker's name: one word or
 * "Hello,".
 */
export function isGreetableName(value: string): boolean {
  const name = value.trim();
  return name.length <= MAX_GREETABLE_NAME && GREETABLE_NAME.test(name);
}

/** A US ZIP code: five digits, or ZIP+4 written 12345-6789. */
export const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * A Canadian postal code, "A1A 1A1" with or without the space, or its first half (the forward sortation area,
 * which is what the lookups give for a Canadian place).
 */
const CA_POSTAL_CODE_PATTERN = new RegExp(
  `^${CA_POSTAL_FIRST_LETTER}\\d${CA_POSTAL_LETTER}(?: ?\\d${CA_POSTAL_LETTER}\\d)?$`,
  "i",
);

/** True when the code has the shape of the country's postal codes; countries without a pattern here accept any. */
export function isPostalCodeOf(country: string, code: string): boolean {
  switch (country.toUpperCase()) {
    case "US":
      return US_ZIP_PATTERN.test(code);
    case "CA":
      return CA_POSTAL_CODE_PATTERN.test(code);
    default:
      return true;
  }
}
