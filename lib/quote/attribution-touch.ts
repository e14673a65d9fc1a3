import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_STORAGE_KEY,
  CLICKS_STORAGE_KEY,
  CLICK_ID_KEYS,
  CLICK_ID_PATTERN,
  REFERRER_HOST_PATTERN,
  TOUCHES_STORAGE_KEY,
  TOUCH_KEYS,
  TOUCH_URL_KEYS,
} from "./attribution-keys";
import { MAX_TEXT } from "./constants";

/**
 * What a page view shows of its arrival: the URL's query and path, document.referrer, the site's own host and
 * when it was seen (ms; the script passes Date.now(), tests a fixed time).
 */
export type PageView = { search: string; path: string; referrer: string; host: string; time?: number };

/** What the capture needs to know, passed in because its source runs on its own as an inline script. */
type ArrivalSettings = {
  attributionKey: string;
  attributionKeys: readonly string[];
  touchesKey: string;
  urlKeys: readonly string[];
  touchKeys: readonly string[];
  clicksKey: string;
  clickKeys: readonly string[];
  clickIdPattern: string;
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
 * - **The click ids** (fbclid, gclid, gbraid, wbraid) with the time this visit first saw each, the value taken
 *   from the raw query, never decoded or re-cased (Meta's fbc must carry the fbclid exactly as received). The
 *   same id seen again keeps its first time; another id replaces it with this view's time.
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

  const rawParam = (key: string) => {
    let raw = "";
    view.search
      .replace(/^\?/, "")
      .split("&")
      .forEach((part) => {
        if (!raw && part.indexOf(key + "=") === 0) raw = part.slice(key.length + 1);
      });
    return new RegExp(settings.clickIdPattern).test(raw) && keepable(raw) ? raw : "";
  };
  const seenIds: Record<string, string> = {};
  settings.clickKeys.forEach((key) => {
    const id = rawParam(key);
    if (id) seenIds[key] = id;
  });
  if (Object.keys(seenIds).length > 0) {
    let clicks: Record<string, { id: string; at: number }> = {};
    try {
      const stored: unknown = JSON.parse(storage.getItem(settings.clicksKey) || "{}");
      if (typeof stored === "object" && stored !== null) clicks = stored as Record<string, { id: string; at: number }>;
    } catch {
      clicks = {};
    }
    const time = typeof view.time === "number" ? view.time : Date.now();
    const next: Record<string, { id: string; at: number }> = {};
    settings.clickKeys.forEach((key) => {
      const kept = clicks[key];
      const keptValid =
        typeof kept === "object" && kept !== null && typeof kept.id === "string" && typeof kept.at === "number";
      const id = seenIds[key];
      if (id) next[key] = keptValid && kept.id === id ? { id: id, at: kept.at } : { id: id, at: time };
      else if (keptValid) next[key] = { id: kept.id, at: kept.at };
    });
    storage.setItem(settings.clicksKey, JSON.stringify(next));
  }

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
  clicksKey: CLICKS_STORAGE_KEY,
  clickKeys: CLICK_ID_KEYS,
  clickIdPattern: CLICK_ID_PATTERN.source,
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
  const view =
    "{search:location.search,path:location.pathname,referrer:document.referrer,host:location.host,time:Date.now()}";
  return `try{(${recordArrival.toString()})(${view},sessionStorage,${JSON.stringify(ARRIVAL_SETTINGS)})}catch(e){}`;
}
