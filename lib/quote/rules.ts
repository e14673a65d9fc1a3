import { format, isValid, parse, startOfDay, subDays } from "date-fns";
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { MIN_VEHICLE_YEAR, maxVehicleYear } from "./constants";

/** Letters, digits or ._%+- then @, a domain, and an ending of 2–4 letters (the CRM's own rule). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

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

/** Four digits from 1877 to next year, so a current model bought today passes. */
export function isValidYear(value: string | number, today: Date = new Date()): boolean {
  const text = String(value).trim();
  if (!YEAR_PATTERN.test(text)) return false;
  const year = Number(text);
  return year >= MIN_VEHICLE_YEAR && year <= maxVehicleYear(today);
}

export const DATE_FORMAT = "yyyy-MM-dd";
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today as the payload writes it (YYYY-MM-DD in local calendar days). */
export function todayIso(today: Date = new Date()): string {
  return format(today, DATE_FORMAT);
}

/** Parses YYYY-MM-DD strictly (no 2026-02-30); undefined when it is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  if (!DATE_PATTERN.test(value)) return undefined;
  const parsed = parse(value, DATE_FORMAT, new Date());
  return isValid(parsed) && format(parsed, DATE_FORMAT) === value ? parsed : undefined;
}

/**
 * A real date not before today in local calendar days. `slackDays` lets the server accept a visitor whose
 * today is still the server's yesterday (time zones west of the server).
 */
export function isShipDateAllowed(value: string, today: Date = new Date(), slackDays = 0): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  return date >= subDays(startOfDay(today), slackDays);
}
