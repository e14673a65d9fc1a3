/**
 * Google's consent fields as what the lead records, never as an assumption. `adUserData` is granted only when
 * the visitor ticked the ad-measurement consent (stored with the lead like the contact consent); otherwise it is
 * unspecified: a US or Canadian visitor was not asked, their basis is the opt-out they did not use (one outside
 * them without the consent is never sent: plan.ts). Personalisation was asked of no one, and the site allows it
 * for no one, so it is denied.
 */
export type GoogleConsent = {
  adUserData: "CONSENT_GRANTED" | "CONSENT_STATUS_UNSPECIFIED";
  adPersonalization: "CONSENT_DENIED";
};

export function googleConsent(lead: { ad_consent_given: number }): GoogleConsent {
  return {
    adUserData: lead.ad_consent_given === 1 ? "CONSENT_GRANTED" : "CONSENT_STATUS_UNSPECIFIED",
    adPersonalization: "CONSENT_DENIED",
  };
}
