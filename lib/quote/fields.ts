import { z } from "zod";
import type { CountryCode } from "libphonenumber-js/min";
import {
  DEFAULT_INOP,
  DEFAULT_TRANSPORT_TYPE,
  DEFAULT_VEHICLE_TYPE,
  DOMESTIC_COUNTRIES,
  MAX_TEXT,
  SHIPPING_METHODS,
  TRANSPORT_TYPES,
  VEHICLE_TYPES,
} from "./constants";
import { messages } from "./messages";
import { isShipDateAllowed, isValidEmail, isValidPhone, isValidYear, todayIso } from "./rules";

/** The field-level zod pieces every payload and form step is built from, each carrying its exact message. */

export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(MAX_TEXT, message);
}

/** Attribution and other optional text: empty becomes absent, over-long is refused. */
export const optionalText = z
  .string()
  .trim()
  .max(MAX_TEXT)
  .optional()
  .transform((v) => (v === "" ? undefined : v));

export const locationText = requiredText(messages.location);
export const stateCode = z
  .string({ error: messages.state })
  .trim()
  .regex(/^[A-Za-z]{2}$/, messages.state)
  .transform((v) => v.toUpperCase());
export const domesticCountry = z.enum(DOMESTIC_COUNTRIES, { error: messages.location });
export const countryCode = z
  .string({ error: messages.location })
  .trim()
  .regex(/^[A-Za-z]{2}$/, messages.location)
  .transform((v) => v.toUpperCase());

export const transportType = z.enum(TRANSPORT_TYPES, { error: messages.transportType }).default(DEFAULT_TRANSPORT_TYPE);
export const vehicleType = z.enum(VEHICLE_TYPES, { error: messages.vehicleType }).default(DEFAULT_VEHICLE_TYPE);
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

export const firstName = requiredText(messages.name);

export const email = z
  .string({ error: messages.email })
  .trim()
  .min(1, messages.email)
  .max(MAX_TEXT, messages.emailInvalid)
  .refine(isValidEmail, messages.emailInvalid);

/** Server-side tolerance: the visitor's today may be the server's yesterday. */
export const SHIP_DATE_SLACK_DAYS = 1;

export function shipDate(slackDays: number) {
  return z
    .string({ error: messages.date })
    .trim()
    .refine((v) => isShipDateAllowed(v, new Date(), slackDays), messages.date)
    .default(() => todayIso());
}

export function phoneText() {
  return z.string({ error: messages.phone }).trim().min(1, messages.phone).max(40, messages.phoneInvalid);
}

/**
 * Object-level phone check: "Phone number is not valid" at `phone` when it is present but not valid for the
 * country `countryOf` reads from the same object. It runs even when other fields failed, so the visitor
 * sees every message at once; the values it reads may therefore be raw.
 */
export function phoneCheck(countryOf: (value: Record<string, unknown>) => unknown) {
  return [
    (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
      const phone = value.phone;
      if (typeof phone !== "string" || phone.trim() === "") return;
      const country = countryOf(value);
      const code = typeof country === "string" && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : "US";
      if (!isValidPhone(phone, code as CountryCode)) {
        ctx.addIssue({ code: "custom", message: messages.phoneInvalid, path: ["phone"] });
      }
    },
    { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null },
  ] as const;
}
