import {
  ATTRIBUTION_KEYS,
  type Touches,
  looseTouches,
  nextTouches,
  touchOf,
  type PageView,
  MAX_TEXT,
} from "@/lib/quote/early";
import { ATTRIBUTION_STORAGE_KEY } from "./constants";

/** The visit's first and last touch (lib/quote/attribution-touch.ts), beside the spec's keys. */
export const TOUCHES_STORAGE_KEY = "shiplux.quote.touches";

/** This page view as the browser shows it. */
export function currentPageView(): PageView {
  return {
    search: window.location.search,
    path: window.location.pathname,
    referrer: document.referrer,
    host: window.location.host,
  };
}

/**
 * Records this page view's touch, if it makes one, and answers the visit's touches. Unreadable storage
 * counts as none kept.
 */
export function recordTouch(view: PageView, storage: Storage): Touches {
  let kept: Touches;
  try {
    kept = looseTouches(JSON.parse(storage.getItem(TOUCHES_STORAGE_KEY) ?? "{}"));
  } catch {
    kept = {};
  }
  const touches = nextTouches(kept, touchOf(view, kept.last));
  if (touches !== kept) storage.setItem(TOUCHES_STORAGE_KEY, JSON.stringify(touches));
  return touches;
}

/**
 * Keeps the landing URL's attribution for the visit as soon as the page runs, before the form is loaded:
 * a visitor may leave for another page before touching it. Values the schema would refuse (too long) are
 * not kept; the form validates what it reads back with the schema. The page view's touch is recorded too.
 */
export function captureLandingAttribution(search: string, storage: Storage, view: PageView = currentPageView()): void {
  recordTouch(view, storage);
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value;
  }
  const values = Object.values(found);
  if (values.length === 0 || values.some((value) => value.length > MAX_TEXT)) return;
  storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(found));
}
