import { addDays } from "date-fns";
import { isoDate } from "@/lib/dates";

/**
 * The calendar day `offset` days from today (YYYY-MM-DD): fixtures name days this way, so a pickup planned for
 * "in three days" or delivered "today" stays true whatever day the suite runs.
 */
export function daysFromToday(offset: number): string {
  return isoDate(addDays(new Date(), offset));
}
