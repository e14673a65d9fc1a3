/**
 * Where the visitor came from: the landing URL's keys, kept for the visit. A module of its own (no zod): the
 * inline script every page runs on arrival captures them (components/inline-scripts/arrival-capture.ts) before
 * any form code loads.
 */
export const ATTRIBUTION_KEYS = ["marketing_id", "id", "source", "fbclid"] as const;

/**
 * The campaign parameters a touch keeps from its landing URL: the UTM tags every ad platform and newsletter
 * tool writes, and the click ids of Google Ads (gclid; gbraid and wbraid on iOS) and Microsoft Ads (msclkid).
 */
export const TOUCH_URL_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "msclkid",
] as const;

/** Everything a touch records: its URL's campaign parameters, the page it landed on and the referring site. */
export const TOUCH_KEYS = [...TOUCH_URL_KEYS, "landing_path", "referrer_host"] as const;
export type TouchKey = (typeof TOUCH_KEYS)[number];

/** One arrival at the site from outside (a campaign link, another site); absent keys were not there. */
export type Touch = Partial<Record<TouchKey, string>>;

/** The visit's first touch and its latest one; the same touch when there was only one. */
export type Touches = { first?: Touch; last?: Touch };

/** A referrer's host as a touch keeps it: letters, digits, dots and hyphens, with an optional port. */
export const REFERRER_HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The ad click ids whose first-seen time the capture keeps (ms since the epoch), each exactly as its URL carried
 * it: Meta's fbc is `fb.1.<first seen>.<fbclid>` and must hold the id unchanged; Google's window starts at the click.
 */
export const CLICK_ID_KEYS = ["fbclid", "gclid", "gbraid", "wbraid"] as const;
export type ClickIdKey = (typeof CLICK_ID_KEYS)[number];
/** A click id as received: URL-safe characters only (percent escapes kept, never decoded). */
export const CLICK_ID_PATTERN = /^[\w.~%+-]+$/;
/** One click id as kept: its value as received and when this visit first saw it. */
export type ClickSeen = { id: string; at: number };
export type ClicksSeen = Partial<Record<ClickIdKey, ClickSeen>>;

/** Where the visit's attribution is kept (sessionStorage): the spec's keys, and the first and last touch. */
export const ATTRIBUTION_STORAGE_KEY = "shiplux.quote.attribution";
export const TOUCHES_STORAGE_KEY = "shiplux.quote.touches";
/** The visit's click ids with their first-seen times (ClicksSeen). */
export const CLICKS_STORAGE_KEY = "shiplux.quote.clicks";
