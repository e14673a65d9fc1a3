import { MAX_TEXT } from "./constants";
import { REFERRER_HOST_PATTERN, TOUCH_KEYS, TOUCH_URL_KEYS, type Touch, type Touches } from "./attribution-keys";

/** What a page view shows of its arrival: the URL's query and path, document.referrer and the site's own host. */
export type PageView = { search: string; path: string; referrer: string; host: string };

/** The referring site's host; undefined for this site's own pages, no referrer, or one that is not a URL. */
export function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== ownHost.toLowerCase() && REFERRER_HOST_PATTERN.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/** A value worth keeping: trimmed, not empty, within the text bound the server applies too. */
function keepable(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : undefined;
}

/**
 * The touch this page view makes, or undefined when it makes none: a touch is an arrival with campaign
 * parameters or from another site. A later page of the visit (no parameters, this site as referrer) makes
 * none, and neither does a client-side navigation, which still shows the landing's referrer: a referrer
 * already recorded by the latest touch is not a new arrival.
 */
export function touchOf(view: PageView, latest: Touch | undefined): Touch | undefined {
  const params = new URLSearchParams(view.search);
  const touch: Touch = {};
  for (const key of TOUCH_URL_KEYS) {
    const value = keepable(params.get(key));
    if (value) touch[key] = value;
  }
  const referrerHost = referrerHostOf(view.referrer, view.host);
  const campaign = Object.keys(touch).length > 0;
  if (!campaign && (!referrerHost || referrerHost === latest?.referrer_host)) return undefined;
  const path = keepable(view.path);
  if (path?.startsWith("/")) touch.landing_path = path;
  if (referrerHost) touch.referrer_host = referrerHost;
  return touch;
}

/** The visit's touches after this page view: the first is kept, the latest replaced. */
export function nextTouches(kept: Touches, touch: Touch | undefined): Touches {
  if (!touch) return kept;
  return { first: kept.first ?? touch, last: touch };
}

/** Touches read back from storage without a schema (the island runs before zod loads): only known string keys. */
export function looseTouches(value: unknown): Touches {
  if (typeof value !== "object" || value === null) return {};
  const read = (part: unknown): Touch | undefined => {
    if (typeof part !== "object" || part === null) return undefined;
    const touch: Touch = {};
    for (const key of TOUCH_KEYS) {
      const v = (part as Record<string, unknown>)[key];
      if (typeof v === "string") touch[key] = v;
    }
    return Object.keys(touch).length > 0 ? touch : undefined;
  };
  const { first, last } = value as Record<string, unknown>;
  return { first: read(first), last: read(last) };
}
