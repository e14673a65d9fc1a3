import { pickupWindows, windowOf } from "@/lib/booking/windows";
import { WINDOW_RULES } from "@/lib/booking/constants";

const estimate = { low: 1000, high: 1200 };
const today = new Date(2026, 10, 10); // Tue Nov 10 2026, local time

describe("pickupWindows", () => {
  it("offers standard, flexible and expedited in that order", () => {
    expect(pickupWindows("2026-11-17", estimate, today).map((w) => w.kind)).toEqual([
      "standard",
      "flexible",
      "expedited",
    ]);
  });

  it("puts a standard pickup 1–3 days after the ship date at the estimate's own price", () => {
    const standard = windowOf(pickupWindows("2026-11-17", estimate, today), "standard");
    expect(standard).toMatchObject({ from: "2026-11-18", to: "2026-11-20", price: { low: 1000, high: 1200 } });
  });

  it("widens the flexible window to a week and lowers its price by 5–8 %", () => {
    const flexible = windowOf(pickupWindows("2026-11-17", estimate, today), "flexible");
    expect(flexible).toMatchObject({ from: "2026-11-18", to: "2026-11-24", price: { low: 920, high: 1140 } });
    expect(flexible.price?.low).toBeLessThan(estimate.low);
    expect(flexible.price?.high).toBeLessThan(estimate.high);
  });

  it("guarantees an expedited pickup on the ship date or the day after for 15–25 % more", () => {
    const expedited = windowOf(pickupWindows("2026-11-17", estimate, today), "expedited");
    expect(expedited).toMatchObject({ from: "2026-11-17", to: "2026-11-18", price: { low: 1150, high: 1500 } });
  });

  it("rounds window prices to whole $5 like the estimate's lines", () => {
    for (const w of pickupWindows("2026-11-17", { low: 1234, high: 1377 }, today)) {
      expect((w.price?.low ?? 1) % 5).toBe(0);
      expect((w.price?.high ?? 1) % 5).toBe(0);
    }
    expect(windowOf(pickupWindows("2026-11-17", { low: 1234, high: 1377 }, today), "flexible").price).toEqual({
      low: 1135,
      high: 1310,
    });
  });

  it("counts from today when the ship date has already passed, so no window starts in the past", () => {
    const windows = pickupWindows("2026-11-01", estimate, today);
    expect(windowOf(windows, "expedited").from).toBe("2026-11-10");
    expect(windowOf(windows, "standard")).toMatchObject({ from: "2026-11-11", to: "2026-11-13" });
  });

  it("treats a ship date of today like any future date", () => {
    expect(windowOf(pickupWindows("2026-11-10", estimate, new Date(2026, 10, 10, 23, 59)), "expedited")).toMatchObject({
      from: "2026-11-10",
      to: "2026-11-11",
    });
  });

  it("crosses month and year ends on the calendar", () => {
    const windows = pickupWindows("2026-12-29", estimate, today);
    expect(windowOf(windows, "standard")).toMatchObject({ from: "2026-12-30", to: "2027-01-01" });
    expect(windowOf(windows, "flexible").to).toBe("2027-01-05");
    expect(windowOf(pickupWindows("2028-02-27", estimate, new Date(2028, 0, 15)), "standard").to).toBe("2028-03-01");
  });

  it("counts a stored ship date beyond the horizon from the horizon's last day, never from that far date", () => {
    // today is 2026-11-10, so the last ship date a request can ask for is 2027-11-10.
    const windows = pickupWindows("9999-12-31", estimate, today);
    expect(windowOf(windows, "expedited")).toMatchObject({ from: "2027-11-10", to: "2027-11-11" });
    expect(windows).toEqual(pickupWindows("2027-11-10", estimate, today));
  });

  it("leaves prices out when the route could not be estimated", () => {
    expect(pickupWindows("2026-11-17", undefined, today).every((w) => w.price === undefined)).toBe(true);
  });

  it("refuses a ship date that is not a real YYYY-MM-DD day", () => {
    expect(() => pickupWindows("2026-02-30", estimate, today)).toThrow(/real YYYY-MM-DD date/);
    expect(() => pickupWindows("11/17/2026", estimate, today)).toThrow(Error);
  });

  it("keeps every rule's window in order and its discount or surcharge in the published bands", () => {
    for (const rule of Object.values(WINDOW_RULES)) {
      expect(rule.fromDays).toBeLessThanOrEqual(rule.toDays);
      expect(rule.factor.low).toBeLessThanOrEqual(rule.factor.high);
    }
    expect(WINDOW_RULES.flexible.factor.low).toBeGreaterThanOrEqual(0.92);
    expect(WINDOW_RULES.flexible.factor.high).toBeLessThanOrEqual(0.95);
    expect(WINDOW_RULES.expedited.factor.low).toBeGreaterThanOrEqual(1.15);
    expect(WINDOW_RULES.expedited.factor.high).toBeLessThanOrEqual(1.25);
  });
});
