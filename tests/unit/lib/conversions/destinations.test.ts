import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/config/env";
import { conversionExporter, conversionsConfig } from "@/lib/conversions";
import {
  CLIENT_IP_WINDOW_MS,
  CONVERSION_DESTINATIONS,
  DESTINATIONS,
  DESTINATION_KEYS,
} from "@/lib/conversions/destinations";
import { CLICK_ID_KEYS } from "@/lib/quote";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the destinations' table", () => {
  it("lists the channels in the report's order, Meta, Google, then GA4", () => {
    expect(CONVERSION_DESTINATIONS).toEqual(["meta-capi", "google-data-manager", "ga4-mp"]);
  });

  it("has each click id the arrival capture keeps read by exactly one destination", () => {
    const owners = CLICK_ID_KEYS.map((key) =>
      DESTINATION_KEYS.filter((d) => (DESTINATIONS[d].clickIds as readonly string[]).includes(key)),
    );
    expect(owners).toEqual([["meta"], ["google"], ["google"], ["google"]]);
  });

  it("gives each platform its own window: Meta 7 days, Google Ads 90, GA4 72 hours", () => {
    expect(DESTINATION_KEYS.map((key) => DESTINATIONS[key].windowMs)).toEqual([7 * DAY_MS, 90 * DAY_MS, 3 * DAY_MS]);
  });

  it("clears a tested row's client IP after Meta's window, the only destination that keeps one", () => {
    expect(DESTINATION_KEYS.filter((key) => DESTINATIONS[key].keepsClientIp)).toEqual(["meta"]);
    expect(CLIENT_IP_WINDOW_MS).toBe(7 * DAY_MS);
  });

  it("reads each destination's settings under its key, and without credentials writes its requests as files", () => {
    const config = conversionsConfig(getEnv({ SITE_URL: "https://shiplux.com", DATA_DIR: "/srv/data" }));
    expect(config.meta.base).toBe("https://graph.facebook.com");
    expect(config.google.validateOnly).toBe(false);
    expect(config.ga4.debug).toBe(false);
    expect(CONVERSION_DESTINATIONS.map((d) => conversionExporter(d, config).describe)).toEqual(
      CONVERSION_DESTINATIONS.map(
        (d) => `No ${d} credentials: conversions are written as JSON to /srv/data/conversions`,
      ),
    );
  });

  it("sends with credentials, in the platform's test mode when its variable says so", () => {
    const live = { META_PIXEL_ID: "1234567", META_ACCESS_TOKEN: "token" };
    const meta = conversionExporter("meta-capi", conversionsConfig(getEnv(live)));
    expect([meta.describe, meta.testMode]).toEqual(["Conversions go to meta-capi", false]);
    const tested = conversionExporter("meta-capi", conversionsConfig(getEnv({ ...live, META_TEST_EVENT_CODE: "T1" })));
    expect(tested.testMode).toBe(true);
  });
});
