// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { arrivalCaptureScript } from "@/components/inline-scripts/arrival-capture";
import { ATTRIBUTION_STORAGE_KEY, TOUCHES_STORAGE_KEY } from "@/lib/attribution";

const runInlineScript = () => new Function(arrivalCaptureScript)() as unknown;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the arrival capture's inline script", () => {
  it("stores nothing before the page's first frame is painted", () => {
    window.history.replaceState(null, "", "/?utm_source=google&marketing_id=m1");
    vi.useFakeTimers();
    runInlineScript();
    vi.advanceTimersToNextFrame();
    expect(window.sessionStorage.length).toBe(0);
    vi.runOnlyPendingTimers();
    expect(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBe('{"marketing_id":"m1"}');
  });

  it("keeps the campaign of a visitor who lands on a page without the form", () => {
    window.history.replaceState(
      null,
      "",
      "/services/enclosed-auto-shipping?utm_source=google&gclid=g1&marketing_id=m1",
    );
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://www.google.com/search?q=ship");
    vi.useFakeTimers();
    runInlineScript();
    expect(window.sessionStorage.length).toBe(0);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    const touch = {
      utm_source: "google",
      gclid: "g1",
      landing_path: "/services/enclosed-auto-shipping",
      referrer_host: "www.google.com",
    };
    expect(JSON.parse(window.sessionStorage.getItem(TOUCHES_STORAGE_KEY) ?? "")).toEqual({ first: touch, last: touch });
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "")).toEqual({ marketing_id: "m1" });
  });

  it("throws nothing when storage is refused", () => {
    window.history.replaceState(null, "", "/?utm_source=google");
    vi.stubGlobal("sessionStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    });
    vi.useFakeTimers();
    expect(runInlineScript).not.toThrow();
    vi.advanceTimersToNextFrame();
    expect(() => vi.runOnlyPendingTimers()).not.toThrow();
  });
});
