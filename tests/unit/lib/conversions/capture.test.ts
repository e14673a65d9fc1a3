import { describe, expect, it } from "vitest";
import { conversionCapture, requestSignals, withRequestPrivacy } from "@/lib/conversions/capture";

const headers = (values: Record<string, string>) => new Headers(values);

describe("requestSignals", () => {
  it("reads the opt-out cookie and Sec-GPC beside the platforms' cookies", () => {
    const signals = requestSignals(
      headers({ cookie: "_fbp=fb.1.1700000000000.42; shiplux_opt_out=1", "sec-gpc": "1" }),
    );
    expect(signals).toMatchObject({ gpc: true, optOut: true, fbp: "fb.1.1700000000000.42" });
  });

  it("reads no opt-out from a look-alike cookie or another value, and no GPC from another header value", () => {
    expect(
      requestSignals(headers({ cookie: "xshiplux_opt_out=1; shiplux_opt_out=yes", "sec-gpc": "0" })),
    ).toMatchObject({
      gpc: false,
      optOut: false,
    });
  });
});

describe("conversionCapture", () => {
  it("keeps the browser's opt-out from the cookie when the payload says nothing (a new tab)", () => {
    const request = requestSignals(headers({ cookie: "shiplux_opt_out=1" }));
    expect(conversionCapture({ page: "/quote" }, request)).toEqual({ page: "/quote", opt_out: true });
  });

  it("keeps the payload's own opt-out and GPC when the request has neither (an API on another origin)", () => {
    expect(conversionCapture({ opt_out: true, gpc: true }, requestSignals(headers({})))).toEqual({
      opt_out: true,
      gpc: true,
    });
  });
});

describe("withRequestPrivacy", () => {
  it("adds the request's GPC and opt-out to the calculator's signals, keeping its clicks", () => {
    const clicks = { gclid: { id: "g", at: 1_800_000_000_000 } };
    expect(withRequestPrivacy({ clicks }, { gpc: true, optOut: true })).toEqual({ clicks, gpc: true, opt_out: true });
  });

  it("leaves the signals as they were when the request says nothing", () => {
    expect(withRequestPrivacy(undefined, { gpc: false, optOut: false })).toBeUndefined();
    expect(withRequestPrivacy({ page: "/" }, { gpc: false, optOut: false })).toEqual({ page: "/" });
  });
});
