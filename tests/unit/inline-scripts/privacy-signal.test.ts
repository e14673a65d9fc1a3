// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { privacySignalScript } from "@/components/inline-scripts/privacy-signal";
import { hasOptOutCookie } from "@/lib/privacy";

afterEach(() => {
  document.cookie = "shiplux_opt_out=; Max-Age=0; Path=/";
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("privacySignalScript", () => {
  it("keeps a GPC browser's choice as the opt-out cookie", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    new Function(privacySignalScript)();
    expect(hasOptOutCookie(document.cookie)).toBe(true);
  });

  it("sets nothing for a browser without GPC", () => {
    new Function(privacySignalScript)();
    expect(document.cookie).toBe("");
  });
});
