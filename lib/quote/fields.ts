import { z } from "zod";
import type { CountryCode } from "libphonenumber-js/min";
import { estimateResultSchema } from "@/lib/estimate";
import { todayIso } from "@/lib/dates";
import { hasControlCharacter } from "@/lib/text";
import {
  DEFAULT_INOP,
  DEFAULT_TRANSPORT_TYPE,
  DEFAULT_VEHICLE_TYPE,
  DOMESTIC_COUNTRIES,
  MAX_TEXT,
  QUOTE_VEHICLE_TYPES,
  SHIPPING_METHODS,
  TRANSPORT_TYPES,
} from "@/lib/quote-bounds";
import { messages } from "./messages";
import { isCountryCode, isNorthAmericanStateCode, isStateOf } from "./regions";
import {
  US_ZIP_PATTERN,
  isPersonName,
  isPostalCodeOf,
  isValidEmail,
  isValidYear,
  phoneProblem,
  shipDateProblem,
} from "./rules";

/** The field-level zod pieces every payload and form step is built from, each carrying its exact message. */

/**
 * Every text field starts here: trimmed, and refused with its own message when it holds a control character
 * (lib/text/control-characters.ts). `multiline` keeps line breaks for text that may have paragraphs.
 */
export function plainText(message?: string, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .trim()
    .refine((v) => !hasControlCharacter(v, { multiline }), messages.controlCharacters);
}

export function requiredText(message: string) {
  return plainText(message).min(1, message).max(MAX_TEXT, message);
}

/** Attribution and other optional text: empty becomes absent, over-long is refused. */
export const optionalText = plainText()
  .max(MAX_TEXT)
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** A vehicle's own name ("Dad's truck"): optional, bounded and clean like any text; absent, it goes by year make model. @alias */
export const vehicleNameText = optionalText;

export const locationText = requiredText(messages.location);
/** A US state or Canadian province; which country's it must be is checked with the country (placeCheck). */
export const stateCode = plainText(messages.state).toUpperCase().refine(isNorthAmericanStateCode, messages.state);
export const domesticCountry = z.enum(DOMESTIC_COUNTRIES, { error: messages.location });
export const countryCode = plainText(messages.location).toUpperCase().refine(isCountryCode, messages.location);
/** simple-create serves US postal codes only. */
export const usZip = locationText.regex(US_ZIP_PATTERN, messages.zip);

/** The field names of one end of a route in a payload that carries its country. */
export type PlaceFieldNames = { country: string; state: string; postalCode: string };

/**
 * Object-level place check for each end: the state is one of its country's (US, CA) and the postal code has
 * its country's shape (a US ZIP, a Canadian postal code). An absent state or postal code is left to the
 * field's own rule. Runs once every field is valid, so it reads parsed values.
 */
export function placeCheck(...ends: readonly PlaceFieldNames[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const end of ends) {
      const country = value[end.country];
      if (typeof country !== "string") continue;
      const state = value[end.state];
      if (typeof state === "string" && !isStateOf(country, state)) {
        ctx.addIssue({ code: "custom", message: messages.state, path: [end.state] });
      }
      const code = value[end.postalCode];
      if (typeof code === "string" && !isPostalCodeOf(country, code)) {
        ctx.addIssue({
          code: "custom",
          message: country === "US" ? messages.zip : messages.postalCode,
          path: [end.postalCode],
        });
      }
    }
  };
}

export const transportType = z.enum(TRANSPORT_TYPES, { error: messages.transportType }).default(DEFAULT_TRANSPORT_TYPE);
export const vehicleType = z.enum(QUOTE_VEHICLE_TYPES, { error: messages.vehicleType }).default(DEFAULT_VEHICLE_TYPE);
export const shippingMethod = z.enum(SHIPPING_METHODS, { error: messages.shippingMethod });

/** 0 runs, 1 does not; "0"/"1" strings from query strings are accepted too. */
export const inop = z
  .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")])
  .transform((v) => (Number(v) === 1 ? 1 : 0))
  .default(DEFAULT_INOP);

export const vehicleYear = z
  .union([z.string(), z.number()], { error: messages.year })
  .refine((v) => isValidYear(v), messages.year)
  .transform((v) => Number(v));

/** A person's name: required, and with at least one letter (invisible characters alone are no name). */
function personName(message: string) {
  return requiredText(message).refine(isPersonName, message);
}

export const firstName = personName(messages.name);

/** A name the request may leave out (the quick calculator asks for it later); when sent it must be a name. */
export const optionalPersonName = optionalText.refine((v) => v === undefined || isPersonName(v), messages.name);

export const email = plainText(messages.email)
  .min(1, messages.email)
  .max(MAX_TEXT, messages.emailInvalid)
  .refine(isValidEmail, messages.emailInvalid);

/** Server-side tolerance: the visitor's today may be the server's yesterday. */
export const SHIP_DATE_SLACK_DAYS = 1;

/** From today to the horizon (lib/quote/rules.ts shipDateProblem); past and malformed dates share one message. */
export function shipDate(slackDays: number) {
  return plainText(messages.date)
    .superRefine((v, ctx) => {
      const problem = shipDateProblem(v, new Date(), slackDays);
      if (problem)
        ctx.addIssue({ code: "custom", message: problem === "beyond-horizon" ? messages.dateHorizon : messages.date });
    })
    .default(() => todayIso());
}

export function phoneText() {
  return plainText(messages.phone).min(1, messages.phone).max(40, messages.phoneInvalid);
}

/**
 * The estimate the form showed, as the client sends it. It is never stored (the server prices the lead
 * itself, lib/leads/lead-estimate.ts); one that breaks the estimate's bounds is dropped rather than refused,
 * so a tampered figure costs the visitor nothing and the server nothing.
 */
export const clientEstimate = estimateResultSchema.optional().catch(undefined);

/** The two-letter country codes among `values` (raw, since the phone check may run beside failed fields). */
function countryCodesOf(values: unknown): CountryCode[] {
  const list = Array.isArray(values) ? values : [values];
  return list
    .filter((v): v is string => typeof v === "string" && /^[A-Za-z]{2}$/.test(v.trim()))
    .map((v) => v.trim().toUpperCase() as CountryCode);
}

/**
 * Object-level phone check at `phone` when it is present: valid for its own +country code or for one of the
 * countries `countriesOf` reads from the same object (the route's ends; the US when it names none), else
 * "add the country code" when that is what is missing (lib/quote/rules.ts phoneProblem), else "not valid".
 * It runs even when other fields failed, so the visitor sees every message at once; the values it reads may
 * therefore be raw.
 */
export function phoneCheck(countriesOf: (value: Record<string, unknown>) => unknown) {
  return [
    (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
      const phone = value.phone;
      if (typeof phone !== "string" || phone.trim() === "") return;
      const problem = phoneProblem(phone, countryCodesOf(countriesOf(value)));
      if (problem) {
        const message = problem === "needs-country-code" ? messages.phoneCountryCode : messages.phoneInvalid;
        ctx.addIssue({ code: "custom", message, path: ["phone"] });
      }
    },
    { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null },
  ] as const;
}
