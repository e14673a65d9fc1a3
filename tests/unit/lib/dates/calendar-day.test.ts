import { describe, expect, it } from "vitest";
import { isoDate, parseIsoDate, parseTypedDate } from "@/lib/dates/calendar-day";

const typed = (text: string) => {
  const date = parseTypedDate(text);
  return date && isoDate(date);
};

describe("typed ship date", () => {
  it.each([
    ["2026-12-04", "2026-12-04"],
    ["12/04/2026", "2026-12-04"],
    ["12/4/2026", "2026-12-04"],
    ["2/4/2026", "2026-02-04"],
    ["02/4/2026", "2026-02-04"],
    ["2/04/2026", "2026-02-04"],
    [" 12/04/2026 ", "2026-12-04"],
    ["02/29/2028", "2028-02-29"],
  ])("reads %j as %s", (text, iso) => {
    expect(typed(text)).toBe(iso);
  });

  it.each([
    ["02/30/2026", "a day the month does not have"],
    ["13/01/2026", "a thirteenth month"],
    ["02/29/2027", "a leap day in a common year"],
    ["2026-2-4", "YYYY-MM-DD without its zeros"],
    ["2026-02-30", "an ISO day the month does not have"],
    ["04.12.2026", "dots"],
    ["12/04/26", "a two-digit year"],
    ["12/04/2026x", "trailing text"],
    ["", "nothing"],
  ])("refuses %j (%s)", (text) => {
    expect(parseTypedDate(text)).toBeUndefined();
  });

  it("reads YYYY-MM-DD as the strict payload parse does", () => {
    expect(parseTypedDate("2027-01-05")).toEqual(parseIsoDate("2027-01-05"));
  });

  it("gives local midnight, the calendar day that was typed", () => {
    expect(parseTypedDate("12/4/2026")).toEqual(new Date(2026, 11, 4));
  });
});
