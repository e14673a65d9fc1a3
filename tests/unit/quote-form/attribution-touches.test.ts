import { readVisitAttribution } from "@/components/quote/use-attribution";
import { ATTRIBUTION_STORAGE_KEY, TOUCHES_STORAGE_KEY, captureArrival } from "@/lib/quote/early";
import { MemoryStorage } from "../../support/memory-storage";

const landing = {
  search: "?utm_source=google&utm_medium=cpc&utm_campaign=snowbirds&gclid=abc",
  path: "/",
  referrer: "",
  host: "shiplux.com",
};

describe("the attribution a lead carries", () => {
  it("is the landing's, kept as first and last touch through two more pages of the visit", () => {
    const storage = new MemoryStorage();
    captureArrival(landing, storage);
    captureArrival({ ...landing, search: "", path: "/faq", referrer: "https://shiplux.com/" }, storage);
    captureArrival({ ...landing, search: "", path: "/quote", referrer: "https://shiplux.com/faq" }, storage);
    const expected = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "snowbirds",
      gclid: "abc",
      landing_path: "/",
    };
    expect(readVisitAttribution(storage)).toEqual({ touches: { first: expected, last: expected } });
  });

  it("moves the last touch to a later campaign arrival and keeps the spec's keys where they were", () => {
    const storage = new MemoryStorage();
    captureArrival({ ...landing, search: "?utm_source=google&marketing_id=m1" }, storage);
    captureArrival({ ...landing, search: "?utm_source=newsletter&utm_medium=email", path: "/quote" }, storage);
    expect(readVisitAttribution(storage)).toEqual({
      marketing_id: "m1",
      touches: {
        first: { utm_source: "google", landing_path: "/" },
        last: { utm_source: "newsletter", utm_medium: "email", landing_path: "/quote" },
      },
    });
  });

  it("keeps the spec's keys from the landing URL, not other parameters, and what an earlier page kept", () => {
    const storage = new MemoryStorage();
    captureArrival({ ...landing, search: "?marketing_id=abc&fbclid=xyz&utm=1" }, storage);
    captureArrival({ ...landing, search: "?page=2", referrer: "https://shiplux.com/" }, storage);
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "")).toEqual({ marketing_id: "abc", fbclid: "xyz" });
    captureArrival({ ...landing, search: `?source=news&id=${"x".repeat(201)}` }, storage);
    expect(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "")).toEqual({ marketing_id: "abc", fbclid: "xyz" });
  });

  it("starts again from junk in storage, and leaves out what its schema refuses", () => {
    const storage = new MemoryStorage();
    storage.setItem(TOUCHES_STORAGE_KEY, "{oops");
    captureArrival(landing, storage);
    expect(readVisitAttribution(storage).touches?.first).toMatchObject({ utm_source: "google" });
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ marketing_id: 7 }));
    storage.setItem(TOUCHES_STORAGE_KEY, "{oops");
    expect(readVisitAttribution(storage)).toEqual({});
  });
});
