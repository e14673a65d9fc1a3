import { describe, expect, it } from "vitest";
import type { ConversionCapture } from "@/lib/conversions/capture";
import { googleConsent } from "@/lib/conversions/consent";
import { contactIdentities } from "@/lib/conversions/identity";
import { skipReasonFor, type ExportBasis } from "@/lib/conversions/plan";
import { outsideUsAndCanada } from "@/lib/conversions/region";

const AT = 1_800_000_000_000;
const US = { origin_country: "US", destination_country: "US", phone: "(305) 871-2345" };
const basis = (over: Partial<ExportBasis> = {}): ExportBasis => ({
  places: US,
  adConsent: false,
  consumerOptedOut: false,
  ...over,
});
const fromMeta: ConversionCapture = { clicks: { fbclid: { id: "fb", at: AT } }, ga_client_id: "1.2" };
const fromGoogle: ConversionCapture = { clicks: { gclid: { id: "g", at: AT } }, ga_client_id: "1.2" };
const reasons = (capture: ConversionCapture, b: ExportBasis = basis()) =>
  (["meta-capi", "google-data-manager", "ga4-mp"] as const).map((d) => skipReasonFor(d, capture, b));

describe("skipReasonFor: the visitor's choices first", () => {
  it("skips every destination for GPC, then for the browser's opt-out, then for the consumer's earlier one", () => {
    expect(reasons({ ...fromGoogle, gpc: true, opt_out: true })).toEqual(["gpc", "gpc", "gpc"]);
    expect(reasons({ ...fromGoogle, opt_out: true })).toEqual(["opt-out", "opt-out", "opt-out"]);
    expect(reasons(fromGoogle, basis({ consumerOptedOut: true }))).toEqual(["opt-out", "opt-out", "opt-out"]);
  });
});

describe("skipReasonFor: only a visitor an ad brought", () => {
  it("reports an organic visitor to no one, though the Meta pixel's and GA's cookies are there", () => {
    expect(reasons({ fbp: "fb.1.1700000000000.42", ga_client_id: "1.2" })).toEqual([
      "no-click-id",
      "no-click-id",
      "no-click-id",
    ]);
  });

  it("tells each ad platform only of its own click, and GA4 of either when it has the visitor's _ga", () => {
    expect(reasons(fromMeta)).toEqual([null, "no-click-id", null]);
    expect(reasons(fromGoogle)).toEqual(["no-click-id", null, null]);
    expect(reasons({ fbc: "fb.1.1700000000000.AbC" })).toEqual([null, "no-click-id", "no-client-id"]);
  });
});

describe("skipReasonFor: consent outside the US and Canada", () => {
  const germany = { origin_country: "DE", destination_country: "US", phone: "+49 30 901820" };
  it("skips a visitor from abroad without the ad consent, and reports one who ticked it", () => {
    expect(reasons(fromGoogle, basis({ places: germany }))).toEqual(["no-click-id", "no-consent", "no-consent"]);
    expect(reasons(fromGoogle, basis({ places: germany, adConsent: true }))).toEqual(["no-click-id", null, null]);
  });

  it("reads abroad from either address or the phone's country, not its calling code", () => {
    expect(outsideUsAndCanada(US)).toBe(false);
    expect(outsideUsAndCanada({ ...US, destination_country: "CA", phone: "+1 416 363 1234" })).toBe(false);
    expect(outsideUsAndCanada({ ...US, phone: "+1 876 927 1234" })).toBe(true);
    expect(outsideUsAndCanada({ ...US, phone: "+44 20 7946 0958" })).toBe(true);
    expect(outsideUsAndCanada({ ...US, destination_country: "PR" })).toBe(true);
    expect(outsideUsAndCanada({ origin_country: null, destination_country: null, phone: "not a number" })).toBe(false);
  });
});

describe("googleConsent", () => {
  it("grants ad user data only on a ticked consent, claims nothing otherwise, and never personalisation", () => {
    expect(googleConsent({ ad_consent_given: 1 })).toEqual({
      adUserData: "CONSENT_GRANTED",
      adPersonalization: "CONSENT_DENIED",
    });
    expect(googleConsent({ ad_consent_given: 0 })).toEqual({
      adUserData: "CONSENT_STATUS_UNSPECIFIED",
      adPersonalization: "CONSENT_DENIED",
    });
  });
});

describe("contactIdentities", () => {
  it("names one consumer the same however the e-mail and phone were written", () => {
    const a = contactIdentities(" Ana@Example.COM ", "(305) 871-2345", "US");
    expect(a).toEqual(["email:ana@example.com", "phone:+13058712345"]);
    expect(contactIdentities("ana@example.com", "+1 305 871 2345", null)).toEqual(a);
  });

  it("leaves out what is not an address or a number", () => {
    expect(contactIdentities("", "12", "US")).toEqual([]);
  });
});
