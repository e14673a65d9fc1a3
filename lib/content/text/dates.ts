import { format, parseISO } from "date-fns";
import { DATE_FORMAT } from "../constants";

/** "2025-03-04" or a full ISO timestamp → "March 4, 2025". Dates are calendar dates, never shifted by zone. */
export function formatContentDate(value: string): string {
  return format(parseISO(value.slice(0, 10)), DATE_FORMAT);
}

/** The machine-readable form for <time dateTime> and JSON-LD. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}
