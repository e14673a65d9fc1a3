import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { addYears } from "date-fns/addYears";
import { endOfWeek } from "date-fns/endOfWeek";
import { isAfter } from "date-fns/isAfter";
import { isBefore } from "date-fns/isBefore";
import { startOfWeek } from "date-fns/startOfWeek";

/** The nearest day from `min` to `max` (no `max`: no last day), so a move never lands on a disabled day. */
export function clampDay(day: Date, min: Date, max?: Date): Date {
  if (isBefore(day, min)) return min;
  if (max && isAfter(day, max)) return max;
  return day;
}

/** Whether a day can be picked: from `min` to `max`; the grid disables the others. */
export function isPickable(day: Date, min: Date, max?: Date): boolean {
  return !isBefore(day, min) && !(max && isAfter(day, max));
}

/**
 * Where a key moves the grid's focused day, per the WAI-ARIA APG date picker dialog: arrows a day or a
 * week, Home/End the week's first/last day, PageUp/PageDown a month and with Shift a year (the same day,
 * or the month's last when it has fewer). Undefined for any other key; the caller clamps to the enabled days.
 */
export function dayForKey(key: string, shiftKey: boolean, focused: Date): Date | undefined {
  switch (key) {
    case "ArrowLeft":
      return addDays(focused, -1);
    case "ArrowRight":
      return addDays(focused, 1);
    case "ArrowUp":
      return addDays(focused, -7);
    case "ArrowDown":
      return addDays(focused, 7);
    case "Home":
      return startOfWeek(focused);
    case "End":
      return endOfWeek(focused);
    case "PageUp":
      return shiftKey ? addYears(focused, -1) : addMonths(focused, -1);
    case "PageDown":
      return shiftKey ? addYears(focused, 1) : addMonths(focused, 1);
    default:
      return undefined;
  }
}
