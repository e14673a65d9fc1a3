/**
 * A calendar day written as text, the one way the form, the API, the estimator and the booking page write
 * and read a day: YYYY-MM-DD in local calendar days. Typed dates (MM/DD/YYYY too) are read here as well.
 */
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";

/** YYYY-MM-DD in date-fns tokens. */
const ISO_DAY_FORMAT = "yyyy-MM-dd";
const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Month/day/year as an American types it, with or without leading zeros: 12/04/2026, 12/4/2026, 2/4/2026. */
const US_DAY_FORMATS = ["MM/dd/yyyy", "M/d/yyyy", "MM/d/yyyy", "M/dd/yyyy"] as const;

/** A day as the payload writes it (YYYY-MM-DD in local calendar days). */
export function isoDate(day: Date): string {
  return format(day, ISO_DAY_FORMAT);
}

/** The format a date box shows a day in and hints at: how a US visitor types it, not the payload's YYYY-MM-DD. */
export const TYPED_DAY_PLACEHOLDER = "MM/DD/YYYY";

/** A day as a date box shows it: MM/DD/YYYY (the first of US_DAY_FORMATS, so it reads back as typed). */
export function typedDate(day: Date): string {
  return format(day, US_DAY_FORMATS[0]);
}

/** Today as the payload writes it. */
export function todayIso(today: Date = new Date()): string {
  return isoDate(today);
}

/** Parses `value` in `pattern` and accepts it only if it writes back the same (no 2026-02-30, no 13th month). */
function parseExactly(value: string, pattern: string): Date | undefined {
  const parsed = parse(value, pattern, new Date());
  return isValid(parsed) && format(parsed, pattern) === value ? parsed : undefined;
}

/** Parses YYYY-MM-DD strictly (no 2026-02-30); undefined when it is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  return ISO_DAY_PATTERN.test(value) ? parseExactly(value, ISO_DAY_FORMAT) : undefined;
}

/**
 * A date typed into a date box: YYYY-MM-DD (the payload's form) or MM/DD/YYYY; undefined when it is
 * neither or not a real day. The form stores what this finds written back with isoDate().
 */
export function parseTypedDate(text: string): Date | undefined {
  const value = text.trim();
  return parseIsoDate(value) ?? US_DAY_FORMATS.map((pattern) => parseExactly(value, pattern)).find(Boolean);
}
