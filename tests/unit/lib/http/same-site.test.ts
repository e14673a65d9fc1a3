import { CROSS_SITE_REFUSED, crossSiteRefusal } from "@/lib/http";

const SITE = "https://www.shiplux.com";
const request = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/api/lead", { method: "POST", headers });

describe("crossSiteRefusal", () => {
  it("refuses what a browser says came from another site", () => {
    expect(crossSiteRefusal(request({ "sec-fetch-site": "cross-site" }), SITE)).toBe(CROSS_SITE_REFUSED);
    expect(crossSiteRefusal(request({ "sec-fetch-site": " Cross-Site " }), SITE)).toBe(CROSS_SITE_REFUSED);
    expect(crossSiteRefusal(request({ origin: "https://evil.example" }), SITE)).toBe(CROSS_SITE_REFUSED);
    expect(crossSiteRefusal(request({ origin: "null" }), SITE)).toBe(CROSS_SITE_REFUSED);
    expect(crossSiteRefusal(request({ origin: "https://www.shiplux.com.evil.example" }), SITE)).toBe(
      CROSS_SITE_REFUSED,
    );
  });

  it("lets the site's own pages and non-browser clients through", () => {
    expect(crossSiteRefusal(request({ origin: SITE, "sec-fetch-site": "same-origin" }), SITE)).toBeUndefined();
    expect(crossSiteRefusal(request({ "sec-fetch-site": "same-site" }), SITE)).toBeUndefined();
    expect(crossSiteRefusal(request({ "sec-fetch-site": "none" }), SITE)).toBeUndefined();
    expect(crossSiteRefusal(request({}), SITE)).toBeUndefined();
  });

  it("compares the Origin with SITE_URL only, whatever Host says (DNS rebinding)", () => {
    expect(crossSiteRefusal(request({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }), SITE)).toBe(
      CROSS_SITE_REFUSED,
    );
    expect(crossSiteRefusal(request({ origin: "http://evil.example", host: "evil.example" }), SITE)).toBe(
      CROSS_SITE_REFUSED,
    );
    expect(crossSiteRefusal(request({ origin: SITE, host: "evil.example" }), SITE)).toBeUndefined();
  });
});
