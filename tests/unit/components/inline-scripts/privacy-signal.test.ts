// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { privacySignalScript } from "@/components/inline-scripts/privacy-signal";
import { hasOptOutCookie } from "@/lib/privacy";

/** The script as the page runs it, on fake timers: the test paints the first frame and runs the task after it. */
function runScript() {
  vi.useFakeTimers();
  new Function(privacySignalScript)();
}

afterEach(() => {
  vi.useRealTimers();
  document.cookie = "shiplux_opt_out=; Max-Age=0; Path=/";
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("privacySignalScript", () => {
  it("keeps a GPC browser's choice as the opt-out cookie once the page has painted", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    runScript();
    vi.advanceTimersToNextFrame();
    expect(document.cookie).toBe("");
    vi.runOnlyPendingTimers();
    expect(hasOptOutCookie(document.cookie)).toBe(true);
  });

  it("sets nothing for a browser without GPC", () => {
    runScript();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(document.cookie).toBe("");
  });
});
