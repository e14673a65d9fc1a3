import { readVisitAttribution } from "@/components/quote/form/use-attribution";
import { captureArrival } from "@/components/inline-scripts/arrival-capture";
import { ATTRIBUTION_STORAGE_KEY, CLICKS_STORAGE_KEY, TOUCHES_STORAGE_KEY } from "@/lib/attribution";
import { MemoryStorage } from "../../../../support/memory-storage";

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

describe("the click ids the arrival capture keeps", () => {
  const clicks = (storage: Storage) => JSON.parse(storage.getItem(CLICKS_STORAGE_KEY) ?? "{}") as unknown;

  it("keeps each click id exactly as the URL carried it, with the time first seen, through reloads and pages", () => {
    const storage = new MemoryStorage();
    captureArrival({ ...landing, search: "?fbclid=AbC-123_x%2B&utm_source=facebook", time: 1000 }, storage);
    captureArrival({ ...landing, search: "?fbclid=AbC-123_x%2B&utm_source=facebook", time: 2000 }, storage);
    captureArrival({ ...landing, search: "", path: "/quote", referrer: "https://shiplux.com/", time: 3000 }, storage);
    expect(clicks(storage)).toEqual({ fbclid: { id: "AbC-123_x%2B", at: 1000 } });
  });

  it("replaces a click id with a new one and its time, and keeps the others", () => {
    const storage = new MemoryStorage();
    captureArrival({ ...landing, search: "?fbclid=first&gclid=g1", time: 1000 }, storage);
    captureArrival({ ...landing, search: "?fbclid=second", time: 5000 }, storage);
    expect(clicks(storage)).toEqual({ fbclid: { id: "second", at: 5000 }, gclid: { id: "g1", at: 1000 } });
  });

  it("keeps no click id that is empty, too long or holds characters a URL would escape", () => {
    const storage = new MemoryStorage();
    captureArrival({ ...landing, search: `?fbclid=&gclid=${"x".repeat(201)}&wbraid=a b`, time: 1000 }, storage);
    expect(storage.getItem(CLICKS_STORAGE_KEY)).toBeNull();
  });
});
