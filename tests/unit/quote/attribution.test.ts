import {
  buildQuickQuoteParams,
  buildSimpleCreateSdkPayload,
  quickQuoteQuerySchema,
  simpleCreateSdkSchema,
  touchesPayload,
} from "@/lib/quote/server";
import { nextTouches, referrerHostOf, touchOf, type PageView } from "@/lib/quote/attribution-touch";
import { domesticValues } from "./fixtures";

const view = (over: Partial<PageView>): PageView => ({
  search: "",
  path: "/",
  referrer: "",
  host: "shiplux.com",
  ...over,
});

describe("a visit's touches", () => {
  it("records a landing's UTM tags, click ids, path and referring host", () => {
    const touch = touchOf(
      view({
        search: "?utm_source=google&utm_medium=cpc&utm_campaign=snowbirds&gclid=abc&page=2",
        path: "/quote",
        referrer: "https://www.google.com/search?q=x",
      }),
      undefined,
    );
    expect(touch).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "snowbirds",
      gclid: "abc",
      landing_path: "/quote",
      referrer_host: "www.google.com",
    });
  });

  it("makes no touch for a later page of the visit or a client-side navigation that still shows the landing's referrer", () => {
    expect(touchOf(view({ referrer: "https://shiplux.com/" }), undefined)).toBeUndefined();
    expect(touchOf(view({ path: "/faq" }), undefined)).toBeUndefined();
    expect(touchOf(view({ referrer: "https://www.bing.com/" }), { referrer_host: "www.bing.com" })).toBeUndefined();
  });

  it("counts an arrival from another site without tags as a touch", () => {
    expect(touchOf(view({ referrer: "https://news.example.org/story" }), undefined)).toEqual({
      landing_path: "/",
      referrer_host: "news.example.org",
    });
  });

  it("leaves out an over-long value rather than keeping it", () => {
    expect(touchOf(view({ search: `?utm_source=${"x".repeat(201)}&utm_medium=email` }), undefined)).toEqual({
      utm_medium: "email",
      landing_path: "/",
    });
  });

  it("keeps the first touch and replaces the last", () => {
    const first = { utm_source: "google" };
    const second = { utm_source: "newsletter" };
    const once = nextTouches({}, first);
    expect(once).toEqual({ first, last: first });
    expect(nextTouches(once, second)).toEqual({ first, last: second });
    expect(nextTouches(once, undefined)).toBe(once);
  });

  it("reads no host from junk or from this site", () => {
    expect(referrerHostOf("not a url", "shiplux.com")).toBeUndefined();
    expect(referrerHostOf("https://SHIPLUX.com/x", "shiplux.com")).toBeUndefined();
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
