/**
 * Calendar days in words, as people read them: the booking page (its windows and summary), the shipment
 * timeline and the visitors' e-mails (lib/leads, lib/booking, lib/shipments) all write a day through these.
 */
import { format } from "date-fns/format";
import { parseIsoDate } from "./calendar-day";

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
