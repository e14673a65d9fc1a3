// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { gtmLoaderScript } from "@/components/inline-scripts/gtm-loader";
import { ANALYTICS_DELAY_MS } from "@/lib/analytics/data-layer";

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  delete window.dataLayer;
});

describe("gtmLoaderScript", () => {
  it("adds the tag manager script only after the load event plus the delay, and starts the dataLayer", () => {
    vi.useFakeTimers();
    // jsdom has finished loading by now, so the loader schedules at once.
    new Function(gtmLoaderScript("GTM-AB12CD"))();
    expect(document.head.querySelector("script")).toBeNull();
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
    expect(document.head.querySelector("script")).toBeNull();
    vi.advanceTimersByTime(1);
    const script = document.head.querySelector("script");
    expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
    expect(script?.async).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: "gtm.js" });
  });

  it("never loads the tag manager on a booking page, whose URL carries the booking token", () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/booking/AbCdEfGhIjKlMnOpQrStUvWx0123");
    try {
      new Function(gtmLoaderScript("GTM-AB12CD"))();
      vi.advanceTimersByTime(ANALYTICS_DELAY_MS * 2);
      expect(document.head.querySelector("script")).toBeNull();
      expect(window.dataLayer).toBeUndefined();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("refuses anything that is not a container id, so nothing can be injected into the inline script", () => {
    expect(() => gtmLoaderScript('GTM-1"});alert(1)//')).toThrow(/container id/);
  });
});

describe("gtmLoaderScript and the visitor's privacy choice", () => {
  afterEach(() => {
    document.cookie = "shiplux_opt_out=; Max-Age=0; Path=/";
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
  });

  it("never loads the tag manager for a browser with the opt-out cookie", () => {
    vi.useFakeTimers();
    document.cookie = "shiplux_opt_out=1; Path=/";
    new Function(gtmLoaderScript("GTM-AB12CD"))();
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS * 2);
    expect(document.head.querySelector("script")).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it("never loads the tag manager for a browser that sends Global Privacy Control", () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    new Function(gtmLoaderScript("GTM-AB12CD"))();
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS * 2);
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("does not fetch the tag when the visitor opts out during the delay", () => {
    vi.useFakeTimers();
    new Function(gtmLoaderScript("GTM-AB12CD"))();
    document.cookie = "shiplux_opt_out=1; Path=/";
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("still loads it for a cookie whose name only ends like the opt-out's", () => {
    vi.useFakeTimers();
    document.cookie = "not_shiplux_opt_out=1; Path=/";
    new Function(gtmLoaderScript("GTM-AB12CD"))();
    vi.advanceTimersByTime(ANALYTICS_DELAY_MS);
    expect(document.head.querySelector("script")?.src).toContain("GTM-AB12CD");
    document.cookie = "not_shiplux_opt_out=; Max-Age=0; Path=/";
  });
});
