/** The broker's office time zone (Miami), where dispatch works: events and signatures are shown as its days. */
export const BROKER_TIME_ZONE = "America/New_York";

/** Earth's clocks run from UTC−12 (Baker Island) to UTC+14 (the Line Islands). */
const EARLIEST_UTC_OFFSET_MS = -12 * 60 * 60 * 1000;
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The first and the last calendar day (YYYY-MM-DD) an instant falls on somewhere on Earth. A day outside them is
 * impossible whoever wrote it and wherever they were: a dispatcher in Yokohama may already be on tomorrow.
 */
export function daysSomewhereAt(instant: Date): { earliest: string; latest: string } {
  const dayAt = (offsetMs: number) => new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);
  return { earliest: dayAt(EARLIEST_UTC_OFFSET_MS), latest: dayAt(LATEST_UTC_OFFSET_MS) };
}
