import { addDays, format, subDays } from "date-fns";
import {
  MIN_VEHICLE_YEAR,
  isShipDateAllowed,
  isValidEmail,
  isValidPhone,
  isValidYear,
  maxVehicleYear,
  parseIsoDate,
  todayIso,
} from "@/lib/quote";

describe("email rule", () => {
  it.each(["ana@example.com", "a.b_c%d+e-f@mail.example.co", "X9@host.info"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["ana@example", "ana@example.c", "ana@example.museum", "ana example@x.com", "@example.com", "ana@ex!ample.com"])(
    "refuses %s",
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe("phone rule", () => {
  it("accepts a real US number in any common format", () => {
    expect(isValidPhone("(305) 871-2345", "US")).toBe(true);
    expect(isValidPhone("305-871-2345", "US")).toBe(true);
    expect(isValidPhone("+1 305 871 2345", "US")).toBe(true);
  });
  it("accepts a Canadian number for Canada", () => {
    expect(isValidPhone("(416) 967-1111", "CA")).toBe(true);
  });
  it("checks a +country number against its own country", () => {
    expect(isValidPhone("+49 30 901820", "US")).toBe(true);
  });
  it("refuses too short, impossible area codes and letters", () => {
    expect(isValidPhone("123", "US")).toBe(false);
    expect(isValidPhone("(111) 111-1111", "US")).toBe(false);
    expect(isValidPhone("call me", "US")).toBe(false);
    expect(isValidPhone("", "US")).toBe(false);
  });
});

describe("year rule", () => {
  it("allows next year's model, bought today", () => {
    expect(maxVehicleYear(new Date(2026, 5, 1))).toBe(2027);
    expect(isValidYear(String(new Date().getFullYear() + 1))).toBe(true);
  });
  it("allows the first year, 1877, and refuses the one before", () => {
    expect(isValidYear(MIN_VEHICLE_YEAR)).toBe(true);
    expect(isValidYear(1876)).toBe(false);
  });
  it("refuses the year after next and anything that is not 4 digits", () => {
    expect(isValidYear(new Date().getFullYear() + 2)).toBe(false);
    expect(isValidYear("202")).toBe(false);
    expect(isValidYear("20245")).toBe(false);
    expect(isValidYear("20a4")).toBe(false);
  });
  it("no longer stops at the original site's 2024", () => {
    expect(isValidYear(2025, new Date(2025, 0, 2))).toBe(true);
  });
});

describe("ship date rule", () => {
  const now = new Date(2026, 10, 15, 23, 30);
  it("writes today as YYYY-MM-DD in local calendar days", () => {
    expect(todayIso(now)).toBe("2026-11-15");
  });
  it("allows today and later, late in the evening too", () => {
    expect(isShipDateAllowed("2026-11-15", now)).toBe(true);
    expect(isShipDateAllowed(format(addDays(now, 30), "yyyy-MM-dd"), now)).toBe(true);
  });
  it("refuses yesterday unless the caller allows a day of time-zone slack", () => {
    const yesterday = format(subDays(now, 1), "yyyy-MM-dd");
    expect(isShipDateAllowed(yesterday, now)).toBe(false);
    expect(isShipDateAllowed(yesterday, now, 1)).toBe(true);
    expect(isShipDateAllowed(format(subDays(now, 2), "yyyy-MM-dd"), now, 1)).toBe(false);
  });
  it("refuses dates that do not exist or are not YYYY-MM-DD", () => {
    expect(parseIsoDate("2027-02-30")).toBeUndefined();
    expect(isShipDateAllowed("11/20/2027", now)).toBe(false);
    expect(isShipDateAllowed("2027-1-5", now)).toBe(false);
  });
});
