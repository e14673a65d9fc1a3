import { requestSignals } from "@/lib/conversions/capture";
import { googleEmail } from "@/lib/conversions/normalise";
import { sourceUrl } from "@/lib/conversions/requests";
import { conversionValueOf } from "@/lib/conversions/value";

describe("Google's Gmail normalisation", () => {
  it("removes dots and a +tag from gmail.com and googlemail.com names only", () => {
    expect(googleEmail(" A.N.A+quotes@Gmail.com ")).toBe("ana@gmail.com");
    expect(googleEmail("ana.perez@googlemail.com")).toBe("anaperez@googlemail.com");
    expect(googleEmail("ana.perez+x@example.com")).toBe("ana.perez+x@example.com");
    expect(googleEmail("ana.perez@gmail.com.evil.example")).toBe("ana.perez@gmail.com.evil.example");
    expect(googleEmail("+only@gmail.com")).toBeUndefined();
    expect(googleEmail("no-at-sign")).toBeUndefined();
  });
});

describe("event_source_url", () => {
  const site = "https://shiplux.com";
  it.each([
    ["/quote?x=1", "https://shiplux.com/quote?x=1"],
    ["//evil.example/x", "https://shiplux.com/x"],
    ["https://evil.example/landing?a=b", "https://shiplux.com/landing?a=b"],
    ["https://shiplux.com//evil.example/", "https://shiplux.com//evil.example/"],
    ["javascript:alert(1)", "https://shiplux.com/alert(1)"],
    [undefined, "https://shiplux.com/"],
  ])("keeps the page %j on SITE_URL's host", (page, expected) => {
    const url = sourceUrl(site, { page });
    expect(new URL(url).host).toBe("shiplux.com");
    expect(url).toBe(expected);
  });
});

describe("GA4's session cookie", () => {
  const signals = (cookie: string) => requestSignals(new Headers({ cookie }), "G-ABC123");
  it("reads the session id of the configured stream, in both cookie formats", () => {
    expect(signals("_ga_ABC123=GS1.1.1700000123.4.1.1700000200.0.0.0").gaSessionId).toBe("1700000123");
    expect(signals("_ga_ABC123=GS2.1.s1700000456$o5$g1$t1700000500$j0$l0$h0").gaSessionId).toBe("1700000456");
    expect(signals("_ga_OTHER=GS2.1.s1700000456$o5").gaSessionId).toBeUndefined();
    expect(signals("_ga_ABC123=GS2.1.sNaN$o5").gaSessionId).toBeUndefined();
    expect(
      requestSignals(new Headers({ cookie: "_ga_ABC123=GS1.1.1700000123.4" }), undefined).gaSessionId,
    ).toBeUndefined();
  });
});

describe("conversionValueOf: the one value every platform gets", () => {
  const lead = (estimate: unknown, payload: unknown = {}) => ({
    estimate_json: estimate === undefined ? null : JSON.stringify(estimate),
    payload_json: JSON.stringify(payload),
  });
  it("is a lead's estimate (its middle) and a booking's chosen window price, in its currency", () => {
    expect(conversionValueOf(lead({ low: 900, high: 1100, currency: "USD" }), "lead")).toEqual({
      amount: 1000,
      currency: "USD",
    });
    const window = { kind: "express", from: "2026-12-01", to: "2026-12-02", low: 1400, high: 1500 };
    expect(conversionValueOf(lead({ low: 1400, high: 1500 }, { pickup_window: window }), "booking")).toEqual({
      amount: 1450,
      currency: "USD",
    });
  });
  it("is a signed booking's signed price and currency, ahead of its window's; a lead's estimate stays its own", () => {
    const window = { kind: "standard", from: "2026-12-01", to: "2026-12-03", low: 1000, high: 1200 };
    const booking = lead({ low: 1000, high: 1200 }, { pickup_window: window });
    const signed = { amount: 1275, currency: "USD" };
    expect(conversionValueOf(booking, "booking", signed)).toEqual(signed);
    expect(conversionValueOf(booking, "lead", signed)).toEqual({ amount: 1100, currency: "USD" });
  });
  it("gives no value, rather than zero, to a lead that could not be priced", () => {
    expect(conversionValueOf(lead(undefined), "lead")).toBeUndefined();
    expect(conversionValueOf(lead({ low: "n/a" }), "lead")).toBeUndefined();
    expect(conversionValueOf({ estimate_json: "{broken", payload_json: "{}" }, "booking")).toBeUndefined();
  });
});
