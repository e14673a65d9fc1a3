import { addDays, differenceInCalendarMonths, format, subDays } from "date-fns";
import {
  MIN_VEHICLE_YEAR,
  SHIP_DATE_HORIZON_MONTHS,
  isPersonName,
  isPostalCodeOf,
  isShipDateAllowed,
  lastShipDate,
  shipDateProblem,
  isValidEmail,
  isValidPhone,
  isValidYear,
  maxVehicleYear,
  phoneProblem,
} from "@/lib/quote";
import { parseIsoDate, todayIso } from "@/lib/dates/calendar-day";

describe("email rule", () => {
  it.each([
    "ana@example.com",
    "a.b_c%d+e-f@mail.example.co",
    "X9@host.info",
    "ana@example.travel",
    "ana@example.email",
    "ana@example.agency",
    "ana@example.solutions",
    "ana@example.museum",
    "o'brien@example.ie",
    "  ana@example.com  ",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    "ana@example",
    "ana@example.c",
    "ana example@x.com",
    "@example.com",
    "ana@",
    "ana@ex!ample.com",
    "ana@-example.com",
    "ana@example..com",
    "ana@example.com.",
    "ana@@example.com",
  ])("refuses %s", (email) => expect(isValidEmail(email)).toBe(false));
});

describe("phone problem for a route", () => {
  it("takes a bare number valid for either end of the route", () => {
    expect(phoneProblem("4155550100", ["JP", "US"])).toBeUndefined();
    expect(phoneProblem("045-222-3333", ["JP", "US"])).toBeUndefined();
  });
  it("takes a +code number of a third country", () => {
    expect(phoneProblem("+44 20 7946 0958", ["JP", "US"])).toBeUndefined();
  });
  it("asks for the country code when a bare number is another country's", () => {
    expect(phoneProblem("4155550100", ["JP"])).toBe("needs-country-code");
    expect(phoneProblem("020 7946 0958", ["AE", "US"])).toBe("needs-country-code");
  });
  it("calls a number valid nowhere, or a wrong +code number, not valid", () => {
    expect(phoneProblem("123", ["US"])).toBe("invalid");
    expect(phoneProblem("12345", ["US"])).toBe("invalid");
    expect(phoneProblem("+1 111 111 1111", ["US"])).toBe("invalid");
  });
  it("reads no route country as the US", () => {
    expect(phoneProblem("(305) 871-2345", [])).toBeUndefined();
  });
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

describe("ship date horizon", () => {
  const now = new Date(2026, 10, 15, 23, 30);

  it("accepts today plus 12 months and refuses the day after", () => {
    expect(lastShipDate(now)).toEqual(new Date(2027, 10, 15));
    expect(isShipDateAllowed("2027-11-15", now)).toBe(true);
    expect(shipDateProblem("2027-11-16", now)).toBe("beyond-horizon");
  });

  it("takes its length from SHIP_DATE_HORIZON_MONTHS", () => {
    expect(differenceInCalendarMonths(lastShipDate(now), now)).toBe(SHIP_DATE_HORIZON_MONTHS);
  });

  it("gives the server's day of slack at the far end too, for visitors east of the server", () => {
    expect(isShipDateAllowed("2027-11-16", now, 1)).toBe(true);
    expect(shipDateProblem("2027-11-17", now, 1)).toBe("beyond-horizon");
  });

  it("refuses the far future an attacker sends, and a five-digit year", () => {
    expect(shipDateProblem("9999-12-31", now)).toBe("beyond-horizon");
    expect(shipDateProblem("10000-01-01", now)).toBe("invalid");
  });

  it("tells a past date from a malformed one", () => {
    expect(shipDateProblem("2026-11-14", now)).toBe("past");
    expect(shipDateProblem("2026-02-30", now)).toBe("invalid");
    expect(shipDateProblem("2026-11-15", now)).toBeUndefined();
  });

  it("ends a horizon that starts on 29 February on 28 February", () => {
    expect(lastShipDate(new Date(2028, 1, 29))).toEqual(new Date(2029, 1, 28));
  });
});

describe("person name rule", () => {
  it.each(["Ana", "Zoë", "李", "O'Brien", "Jean-Luc", "Zoe\u0308"])("accepts %j", (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(["\u200b\u2060", "\u200b", "123", "--", "\u{1F600}"])("refuses %j, which holds no letter", (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it.each(["=?utf-8?q?Ann=0D=0ABcc:_x@evil.example?=", "Ann =?B?QmNjOg==?="])(
    "refuses %j, an encoded-word a mail program would decode",
    (name) => {
      expect(isPersonName(name)).toBe(false);
    },
  );
});

describe("postal code rules", () => {
  it.each(["12345", "12345-6789", "00501"])("accepts the US ZIP %j", (zip) => {
    expect(isPostalCodeOf("US", zip)).toBe(true);
  });

  it.each(["1234", "abcde", "123456", "12345-678", "12345 6789", "K1A 0B1"])("refuses %j as a US ZIP", (zip) => {
    expect(isPostalCodeOf("US", zip)).toBe(false);
  });

  it.each(["K1A 0B1", "K1A0B1", "k1a 0b1", "V6B 1A1", "K1A", "X0A 0H0"])(
    "accepts the Canadian postal code %j",
    (code) => {
      expect(isPostalCodeOf("CA", code)).toBe(true);
    },
  );

  it.each(["W1A 0B1", "Z1A", "D1A 0B1", "K1A 0D1", "K1A  0B1", "K1A-0B1", "12345"])(
    "refuses %j as a Canadian postal code",
    (code) => {
      expect(isPostalCodeOf("CA", code)).toBe(false);
    },
  );

  it("leaves other countries' postal codes to the carrier", () => {
    expect(isPostalCodeOf("DE", "20095")).toBe(true);
    expect(isPostalCodeOf("GB", "SW1A 1AA")).toBe(true);
  });
});
