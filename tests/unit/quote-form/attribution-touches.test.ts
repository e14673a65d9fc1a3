import { TOUCHES_STORAGE_KEY, captureLandingAttribution, recordTouch } from "@/components/quote/attribution-capture";
import { ATTRIBUTION_STORAGE_KEY } from "@/components/quote/constants";
import { MemoryStorage } from "../../support/memory-storage";

const landing = {
  search: "?utm_source=google&utm_medium=cpc&utm_campaign=snowbirds&gclid=abc",
  path: "/",
  referrer: "",
  host: "shiplux.com",
};

describe("touches kept for the visit", () => {
  it("keeps the landing as first and last touch through two more pages of the visit", () => {
    const storage = new MemoryStorage();
    captureLandingAttribution(landing.search, storage, landing);
    recordTouch({ ...landing, search: "", path: "/faq", referrer: "https://shiplux.com/" }, storage);
    const touches = recordTouch(
      { ...landing, search: "", path: "/quote", referrer: "https://shiplux.com/faq" },
      storage,
    );
    const expected = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "snowbirds",
      gclid: "abc",
      landing_path: "/",
    };
    expect(touches).toEqual({ first: expected, last: expected });
    expect(JSON.parse(storage.getItem(TOUCHES_STORAGE_KEY) ?? "")).toEqual(touches);
  });

  it("moves the last touch to a later campaign arrival and keeps the spec's keys where they were", () => {
    const storage = new MemoryStorage();
    captureLandingAttribution("?utm_source=google&marketing_id=m1", storage, {
      ...landing,
      search: "?utm_source=google&marketing_id=m1",
    });
    const touches = recordTouch(
      { ...landing, search: "?utm_source=newsletter&utm_medium=email", path: "/quote" },
      storage,
    );
    expect(touches.first).toEqual({ utm_source: "google", landing_path: "/" });
    expect(touches.last).toEqual({ utm_source: "newsletter", utm_medium: "email", landing_path: "/quote" });
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "")).toEqual({ marketing_id: "m1" });
  });

  it("starts again from junk in storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(TOUCHES_STORAGE_KEY, "{oops");
    expect(recordTouch(landing, storage).first).toMatchObject({ utm_source: "google" });
  });
});
