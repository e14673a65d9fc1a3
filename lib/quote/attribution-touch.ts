import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_STORAGE_KEY,
  REFERRER_HOST_PATTERN,
  TOUCHES_STORAGE_KEY,
  TOUCH_KEYS,
  TOUCH_URL_KEYS,
} from "./attribution-keys";
import { MAX_TEXT } from "./constants";

/** What a page view shows of its arrival: the URL's query and path, document.referrer and the site's own host. */
export type PageView = { search: string; path: string; referrer: string; host: string };

/** What the capture needs to know, passed in because its source runs on its own as an inline script. */
type ArrivalSettings = {
  attributionKey: string;
  attributionKeys: readonly string[];
  touchesKey: string;
  urlKeys: readonly string[];
  touchKeys: readonly string[];
  maxText: number;
  hostPattern: string;
  hostPatternFlags: string;
};

/**
 * Keeps this page view's attribution for the visit, in sessionStorage, as the page arrives:
 *
 * - **The spec's keys** (`marketing_id`, `id`, `source`, `fbclid`): a URL carrying any of them replaces what was
 *   kept; a value over the text bound keeps none of them (the form's schema would refuse it).
 * - **The visit's touches**: a touch is an arrival with campaign parameters or from another site, and records
 *   the URL's campaign parameters (each trimmed and within the bound, else left out), the path and the
 *   referring host. The first touch is kept and the last replaced. A later page of the visit (no parameters,
 *   this site as referrer) makes none, and neither does a page whose referrer is the latest touch's (a reload,
 *   a client-side navigation). Junk in storage counts as nothing kept.
 *
 * Its source is the inline script every page runs in `<head>` (arrivalCaptureScript), so a visitor who lands on
 * any page and leaves for the form later keeps the campaign that brought them. Since it runs from its source, it
 * uses nothing from this module, and only syntax no build rewrites with a helper.
 */
function recordArrival(view: PageView, storage: Storage, settings: ArrivalSettings) {
  const params = new URLSearchParams(view.search);
  const trimmed = (key: string) => (params.get(key) || "").trim();
  const keepable = (value: string) => value !== "" && value.length <= settings.maxText;

  const found: Record<string, string> = {};
  let valid = true;
  let any = false;
  settings.attributionKeys.forEach((key) => {
    const value = trimmed(key);
    if (!value) return;
    any = true;
    valid = valid && keepable(value);
    found[key] = value;
  });
  if (any && valid) storage.setItem(settings.attributionKey, JSON.stringify(found));

  let referrerHost = "";
  try {
    const host = view.referrer ? new URL(view.referrer).host.toLowerCase() : "";
    if (host !== view.host.toLowerCase() && new RegExp(settings.hostPattern, settings.hostPatternFlags).test(host))
      referrerHost = host;
  } catch {
    referrerHost = "";
  }
  const touch: Record<string, string> = {};
  settings.urlKeys.forEach((key) => {
    const value = trimmed(key);
    if (keepable(value)) touch[key] = value;
  });
  const campaign = Object.keys(touch).length > 0;
  // Most page views come from the site itself with no campaign: they make no touch, and read no storage.
  if (!campaign && !referrerHost) return;

  const readTouch = (part: unknown) => {
    if (typeof part !== "object" || part === null) return undefined;
    const picked: Record<string, string> = {};
    settings.touchKeys.forEach((key) => {
      const value = (part as Record<string, unknown>)[key];
      if (typeof value === "string") picked[key] = value;
    });
    return Object.keys(picked).length > 0 ? picked : undefined;
  };
  let kept: { first?: Record<string, string>; last?: Record<string, string> } = {};
  try {
    const stored: unknown = JSON.parse(storage.getItem(settings.touchesKey) || "{}");
    if (typeof stored === "object" && stored !== null) {
      const parts = stored as Record<string, unknown>;
      kept = { first: readTouch(parts.first), last: readTouch(parts.last) };
    }
  } catch {
    kept = {};
  }
  if (!campaign && referrerHost === (kept.last && kept.last.referrer_host)) return;
  if (view.path.charAt(0) === "/" && keepable(view.path)) touch.landing_path = view.path;
  if (referrerHost) touch.referrer_host = referrerHost;
  storage.setItem(settings.touchesKey, JSON.stringify({ first: kept.first || touch, last: touch }));
}

const ARRIVAL_SETTINGS: ArrivalSettings = {
  attributionKey: ATTRIBUTION_STORAGE_KEY,
  attributionKeys: ATTRIBUTION_KEYS,
  touchesKey: TOUCHES_STORAGE_KEY,
  urlKeys: TOUCH_URL_KEYS,
  touchKeys: TOUCH_KEYS,
  maxText: MAX_TEXT,
  hostPattern: REFERRER_HOST_PATTERN.source,
  hostPatternFlags: REFERRER_HOST_PATTERN.flags,
};

/** Keeps a page view's attribution for the visit (recordArrival); what the inline script does on arrival. */
export function captureArrival(view: PageView, storage: Storage): void {
  recordArrival(view, storage, ARRIVAL_SETTINGS);
}

/**
 * The capture as the inline script the root layout puts in every page's `<head>`: it runs as the page arrives,
 * before any bundle, on every page a visitor can land on. Storage that is disabled or full keeps nothing, and
 * the lead goes without attribution. A function, so only the server builds the string.
 */
export function arrivalCaptureScript(): string {
  const view = "{search:location.search,path:location.pathname,referrer:document.referrer,host:location.host}";
  return `try{(${recordArrival.toString()})(${view},sessionStorage,${JSON.stringify(ARRIVAL_SETTINGS)})}catch(e){}`;
}
