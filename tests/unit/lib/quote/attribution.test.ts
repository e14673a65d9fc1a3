import { vi } from "vitest";
import {
  buildQuickQuoteParams,
  buildSimpleCreateSdkPayload,
  quickQuoteQuerySchema,
  simpleCreateSdkSchema,
  touchesPayload,
} from "@/lib/quote/server";
import { captureArrival, type PageView } from "@/components/inline-scripts/arrival-capture";
import { TOUCHES_STORAGE_KEY } from "@/lib/attribution";
import { domesticValues } from "./fixtures";
import { MemoryStorage } from "../../../support/memory-storage";

const view = (over: Partial<PageView>): PageView => ({
  search: "",
  path: "/",
  referrer: "",
  host: "shiplux.com",
  ...over,
});

/** The touches kept after these page views, in order, from empty storage. */
function touchesAfter(...views: PageView[]): unknown {
  const storage = new MemoryStorage();
  for (const one of views) captureArrival(one, storage);
  const kept = storage.getItem(TOUCHES_STORAGE_KEY);
  return kept === null ? undefined : JSON.parse(kept);
}

describe("a visit's touches", () => {
  it("records a landing's UTM tags, click ids, path and referring host", () => {
    const touch = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "snowbirds",
      gclid: "abc",
      landing_path: "/quote",
      referrer_host: "www.google.com",
    };
    const landing = view({
      search: "?utm_source=google&utm_medium=cpc&utm_campaign=snowbirds&gclid=abc&page=2",
      path: "/quote",
      referrer: "https://www.google.com/search?q=x",
    });
    expect(touchesAfter(landing)).toEqual({ first: touch, last: touch });
  });

  it("makes no touch for a later page of the visit or a client-side navigation that still shows the landing's referrer", () => {
    expect(touchesAfter(view({ referrer: "https://shiplux.com/" }))).toBeUndefined();
    expect(touchesAfter(view({ path: "/faq" }))).toBeUndefined();
    const bing = { landing_path: "/", referrer_host: "www.bing.com" };
    const fromBing = view({ referrer: "https://www.bing.com/" });
    expect(touchesAfter(fromBing, { ...fromBing, path: "/faq" })).toEqual({ first: bing, last: bing });
  });

  it("reads no storage for a page view of the site itself with no campaign", () => {
    const storage = new MemoryStorage();
    const getItem = vi.spyOn(storage, "getItem");
    captureArrival(view({ referrer: "https://shiplux.com/", path: "/faq" }), storage);
    captureArrival(view({ path: "/blog" }), storage);
    expect(getItem).not.toHaveBeenCalled();
    captureArrival(view({ referrer: "https://www.bing.com/" }), storage);
    expect(getItem).toHaveBeenCalledWith(TOUCHES_STORAGE_KEY);
  });

  it("counts an arrival from another site without tags as a touch", () => {
    const touch = { landing_path: "/", referrer_host: "news.example.org" };
    expect(touchesAfter(view({ referrer: "https://news.example.org/story" }))).toEqual({ first: touch, last: touch });
  });

  it("leaves out an over-long value rather than keeping it", () => {
    const touch = { utm_medium: "email", landing_path: "/" };
    expect(touchesAfter(view({ search: `?utm_source=${"x".repeat(201)}&utm_medium=email` }))).toEqual({
      first: touch,
      last: touch,
    });
  });

  it("keeps the first touch and replaces the last", () => {
    const google = view({ search: "?utm_source=google" });
    const newsletter = view({ search: "?utm_source=newsletter", path: "/quote" });
    expect(touchesAfter(google, view({ referrer: "https://shiplux.com/" }), newsletter)).toEqual({
      first: { utm_source: "google", landing_path: "/" },
      last: { utm_source: "newsletter", landing_path: "/quote" },
    });
  });

  it("reads no host from junk or from this site", () => {
    expect(touchesAfter(view({ referrer: "not a url" }))).toBeUndefined();
    expect(touchesAfter(view({ referrer: "https://SHIPLUX.com/x" }))).toBeUndefined();
  });
});

describe("the attribution payload field", () => {
  it("drops over-long, malformed and unknown values and never fails", () => {
    const parsed = touchesPayload.parse({
      first: {
        utm_source: "google",
        utm_campaign: "x".repeat(201),
        landing_path: "no-slash",
        referrer_host: "bad host/",
        evil: "1",
      },
      last: { gclid: 42 },
    });
    expect(parsed).toEqual({ first: { utm_source: "google" }, last: undefined });
    expect(touchesPayload.parse("not an object")).toBeUndefined();
    expect(touchesPayload.parse({ first: { utm_source: "\u0000" } })).toBeUndefined();
  });

  it("travels in the full form's payload and the quick calculator's query, the spec's fields unchanged", () => {
    const touches = { first: { utm_source: "google", gclid: "abc" }, last: { utm_source: "newsletter" } };
    const attribution = { marketing_id: "m1", touches };
    const payload = simpleCreateSdkSchema.parse(buildSimpleCreateSdkPayload(domesticValues(), { attribution }));
    expect(payload).toMatchObject({ marketing_id: "m1", attribution: touches });
    const query = Object.fromEntries(buildQuickQuoteParams(domesticValues(), { attribution }));
    expect(quickQuoteQuerySchema.parse(query).attribution).toEqual(touches);
  });

  it("lets a lead through whose attribution is broken", () => {
    const body = {
      ...buildSimpleCreateSdkPayload(domesticValues(), { attribution: {} }),
      attribution: { first: { utm_source: "y".repeat(5000) } },
    };
    expect(simpleCreateSdkSchema.safeParse(body)).toMatchObject({ success: true, data: { attribution: undefined } });
    const query = {
      ...Object.fromEntries(buildQuickQuoteParams(domesticValues(), { attribution: {} })),
      attribution: "{not json",
    };
    expect(quickQuoteQuerySchema.safeParse(query)).toMatchObject({ success: true, data: { attribution: undefined } });
  });
});
