import { format } from "date-fns";
import { parseIsoDate } from "@/lib/dates";

function day(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? format(date, "EEE, MMM d") : iso;
}

/** "Wed, Nov 18 – Fri, Nov 20", or one day when the window is a single day. */
export function formatDays(from: string, to: string): string {
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

/** The ship date as people read it: "Tuesday, November 17, 2026". */
export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? format(date, "EEEE, MMMM d, yyyy") : iso;
}
