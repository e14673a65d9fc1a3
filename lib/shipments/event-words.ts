import { SHIPMENT_TIME_ZONE } from "./constants";

/** The words the booking page and the e-mails share for an event's facts. */

export type Carrier = { name: string; usdot?: string; mc?: string };

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHIPMENT_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Nov 21, 2026": the day of an instant where the broker works. */
export function eventDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** "USDOT 1234567 · MC 765432". */
export function carrierNumbers(c: Carrier): string {
  return [c.usdot && `USDOT ${c.usdot}`, c.mc && `MC ${c.mc}`].filter(Boolean).join(" · ");
}

/** A sender's reason as the visitor reads it, labelled so it is not taken for our own words. */
export function reasonLine(reason: string): string {
  return `Reason: ${reason}`;
}
