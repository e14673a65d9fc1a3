import { parseIsoDate } from "@/lib/dates";

/** The days a lead command covers, in UTC as created_at is stored: from `since` 00:00 up to the end of `until`. */
export type DayRange = { since: Date; until: Date | undefined };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A command-line day (YYYY-MM-DD, a real date) as UTC midnight; throws naming the flag otherwise. */
function utcDay(value: string, flag: string): Date {
  if (!parseIsoDate(value)) throw new Error(`${flag} must be a date as YYYY-MM-DD, got ${value}`);
  return new Date(`${value}T00:00:00Z`);
}

/** --since (default: the beginning) and --until (inclusive, default: no end) as a range of instants. */
export function dayRange(options: { since?: string; until?: string }): DayRange {
  const since = options.since ? utcDay(options.since, "--since") : new Date(0);
  const until = options.until ? new Date(utcDay(options.until, "--until").getTime() + DAY_MS) : undefined;
  if (until && until <= since) throw new Error(`--until ${options.until} is before --since ${options.since}`);
  return { since, until };
}
