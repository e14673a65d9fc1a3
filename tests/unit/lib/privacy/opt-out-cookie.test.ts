import { describe, expect, it } from "vitest";
import { cookieValue, hasOptOutCookie, optOutCookieAssignment, OPT_OUT_COOKIE_MAX_AGE_S } from "@/lib/privacy";

describe("the opt-out cookie", () => {
  it("is read among other cookies, with or without spaces", () => {
    expect(hasOptOutCookie("theme=dark; shiplux_opt_out=1; _ga=GA1.1.1.1")).toBe(true);
    expect(hasOptOutCookie("shiplux_opt_out=1")).toBe(true);
    expect(hasOptOutCookie("a=b;shiplux_opt_out=1")).toBe(true);
  });

  it("is not a cookie whose name only contains it, nor another value, nor an empty header", () => {
    expect(hasOptOutCookie("not_shiplux_opt_out=1")).toBe(false);
    expect(hasOptOutCookie("shiplux_opt_out_x=1")).toBe(false);
    expect(hasOptOutCookie("shiplux_opt_out=0")).toBe(false);
    expect(hasOptOutCookie("shiplux_opt_out=")).toBe(false);
    expect(hasOptOutCookie("")).toBe(false);
    expect(hasOptOutCookie(null)).toBe(false);
  });

  it("takes the first of two cookies with the same name, as browsers send the most specific path first", () => {
    expect(cookieValue("x=1; x=2", "x")).toBe("1");
  });

  it("is set for 13 months, first-party and Lax, Secure on https, and removed with Max-Age=0", () => {
    expect(OPT_OUT_COOKIE_MAX_AGE_S).toBeGreaterThan(365 * 24 * 60 * 60);
    expect(optOutCookieAssignment(true, true)).toBe(
      `shiplux_opt_out=1; Path=/; Max-Age=${OPT_OUT_COOKIE_MAX_AGE_S}; SameSite=Lax; Secure`,
    );
    expect(optOutCookieAssignment(false, false)).toBe("shiplux_opt_out=1; Path=/; Max-Age=0; SameSite=Lax");
  });
});
