import { addDays, addMonths, startOfDay, subDays } from "date-fns";
import {
  getCountries,
  getCountryCallingCode,
  isPossiblePhoneNumber,
  isValidPhoneNumber,
  type CountryCode,
} from "libphonenumber-js/min";
import { parseIsoDate } from "@/lib/dates";
import {
  CA_POSTAL_FIRST_LETTER,
  CA_POSTAL_LETTER,
  MIN_VEHICLE_YEAR,
  SHIP_DATE_HORIZON_MONTHS,
  maxVehicleYear,
} from "@/lib/quote-bounds";

/**
 * The HTML standard's "valid e-mail address" (https://html.spec.whatwg.org/#valid-e-mail-address): what a
 * browser's own e-mail box accepts, so no real address a visitor types is refused (`.travel`, `.solutions`).
 */
const HTML_EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
 * The standard also takes an intranet name ("ana@mailhost"); a broker's reply must cross the internet, so the
 * domain needs a top-level domain: a dot and two letters or more, with no upper bound.
 */
const PUBLIC_DOMAIN_ENDING = /\.[a-zA-Z]{2,}$/;

export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return HTML_EMAIL_PATTERN.test(address) && PUBLIC_DOMAIN_ENDING.test(address);
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

/** Shorter than this, a number is a typing slip rather than another country's full number (some have 5 digits). */
const MIN_FOREIGN_PHONE_DIGITS = 7;

/** Why a phone is refused for a route: not a number anywhere, or a foreign number written without its +code. */
export type PhoneProblem = "invalid" | "needs-country-code";

/**
 * A phone is valid when it is valid for its own +country code, or, written without one, for any of the
 * route's countries (an import from Japan to a US address often gives a US number). When it is not, but it
 * would be a valid number of some other country, what is missing is the country code, and the visitor is
 * told so; except when it has the shape of a North American number on a route that has a North American
 * end: ten digits that are valid nowhere near are a typing slip ("not valid"), not a foreign number.
 */
export function phoneProblem(value: string, countries: readonly CountryCode[]): PhoneProblem | undefined {
  const routeCountries = countries.length > 0 ? countries : (["US"] as const);
  if (routeCountries.some((country) => isValidPhone(value, country))) return undefined;
  if (value.trim().startsWith("+") || value.replace(/\D/g, "").length < MIN_FOREIGN_PHONE_DIGITS) return "invalid";
  if (routeCountries.some((country) => isNorthAmerican(country) && isPossiblePhone(value, country))) return "invalid";
  return getCountries().some((country) => isValidPhone(value, country)) ? "needs-country-code" : "invalid";
}

/** The US, Canada and the Caribbean share +1 and one ten-digit plan. */
function isNorthAmerican(country: CountryCode): boolean {
  return getCountryCallingCode(country) === "1";
}

function isPossiblePhone(value: string, country: CountryCode): boolean {
  try {
    return isPossiblePhoneNumber(value.trim(), country);
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
