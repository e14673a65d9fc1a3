/** The conversion report-back's names, windows and bounds, in one place (zod-free: lib/leads reads them). */

/** A stored lead is one conversion; a confirmed booking (a lead of kind "booking") is another, distinct one. */
export type ConversionKind = "lead" | "booking";
export const conversionKindOf = (leadKind: string): ConversionKind => (leadKind === "booking" ? "booking" : "lead");

/** Why a conversion was not exported to a destination (the outbox row's skip_reason; status "skipped"). */
export const SKIP_REASONS = {
  /** The browser sent Global Privacy Control (Sec-GPC: 1 or navigator.globalPrivacyControl). */
  gpc: "gpc",
  /**
   * The visitor chose "Do Not Sell or Share My Personal Information" (the page's cookie, in any tab), or this
   * consumer's e-mail or phone opted out or sent GPC before (lib/leads' consumer opt-outs).
   */
  optOut: "opt-out",
  /**
   * No ad click id: no ad brought this visitor (Meta: no fbclid and no _fbc; Google: no gclid, gbraid or wbraid;
   * GA4: none of them). A visitor who only has a platform's cookie (_fbp, _ga) came on their own: not reported.
   */
  noClickId: "no-click-id",
  /** No GA client id (_ga cookie): GA4 cannot join the event to a visit. */
  noClientId: "no-client-id",
  /**
   * Exports were off (CONVERSIONS_ENABLED=false) when the conversion was stored. Last, so the columns of the
   * report's CSV before it keep their places.
   */
  disabled: "disabled",
  /**
   * The visitor's phone or an address is outside the US and Canada, and they did not tick the international
   * form's ad-measurement consent. After `disabled`, for the same reason.
   */
  noConsent: "no-consent",
} as const;
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];

/** The units the platforms' windows are given in (each destination's module). */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The OAuth scope of Google's Data Manager API, the one the service account's tokens are asked for. */
export const DATA_MANAGER_SCOPE = "https://www.googleapis.com/auth/datamanager";

/** With no credentials for a destination, each request is written as JSON to this folder under DATA_DIR. */
export const CONVERSIONS_DIR_NAME = "conversions";
export const EXPORT_TIMEOUT_MS = 10_000;
/** The Cookie header read for _fbc, _fbp and _ga; a longer one is read up to here. */
export const MAX_COOKIE_HEADER = 8 * 1024;
