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
} from "@/lib/attribution";
import { MAX_TEXT } from "@/lib/quote-bounds";
import { afterFirstPaint } from "./after-first-paint";
import { inBrowser, scriptCalling } from "./inline-script";

/**
 * Keeps this page view's attribution for the visit, in sessionStorage, as the page arrives:
 *
 * - **The spec's keys** (`marketing_id`, `id`, `source`, `fbclid`): a URL carrying any of them replaces what was
 *   kept; a value over the text bound keeps none of them (the form's schema would refuse it).
 * - **The click ids** (fbclid, gclid, gbraid, wbraid) with the time this visit first saw each, the value taken
 *   from the raw query, never decoded or re-cased (Meta's fbc must carry the fbclid exactly as received). The
 *   same id seen again keeps its first time; another id replaces it with this view's time.
 * - **The visit's touches**: a touch is an arrival with campaign parameters or from another site, and records
 *   the URL's campaign parameters (each trimmed and within the bound, else left out), the path and the
 *   referring host. The first touch is kept and the last replaced. A later page of the visit (no parameters,
 *   this site as referrer) makes none, and neither does a page whose referrer is the latest touch's (a reload,
 *   a client-side navigation). Junk in storage counts as nothing kept.
 *
 * The inline script every page runs in `<head>` (arrivalCaptureScript), so a visitor who lands on any page and
 * leaves for the form later keeps the campaign that brought them. It reads the page view as it runs and keeps it
 * after the first paint (after-first-paint.ts), which needs none of it. Its functions keep the inline-script
 * contract (inline-script.tsx): each uses only its parameters. Globals: location, document.referrer,
 * sessionStorage, requestAnimationFrame, setTimeout, Date, URLSearchParams, URL, RegExp, JSON.
 */

/**
 * What a page view shows of its arrival: the URL's query and path, document.referrer, the site's own host and
 * when it was seen (ms; the script passes Date.now(), tests a fixed time).
 */
export type PageView = { search: string; path: string; referrer: string; host: string; time?: number };

/** What the capture needs to know, passed in because its source runs on its own as an inline script. */
type ArrivalSettings = typeof ARRIVAL_SETTINGS;
type Kept = Record<string, string>;
type Click = { id: string; at: number };

/** How the steps read the view and storage: a parameter trimmed, a value within the bound, a stored object or {}. */
function arrivalReader(view: PageView, storage: Storage, maxText: number) {
  const params = new URLSearchParams(view.search);
  return {
    trimmed: (key: string) => (params.get(key) || "").trim(),
    keepable: (value: string) => value !== "" && value.length <= maxText,
    stored: (key: string): Record<string, unknown> => {
      try {
        const value: unknown = JSON.parse(storage.getItem(key) || "{}");
        return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    },
  };
}
type Reader = ReturnType<typeof arrivalReader>;

function keepSpecKeys(read: Reader, storage: Storage, settings: ArrivalSettings) {
  const found: Kept = {};
  let valid = true;
  settings.attributionKeys.forEach((key) => {
    const value = read.trimmed(key);
    if (!value) return;
    valid = valid && read.keepable(value);
    found[key] = value;
  });
  if (Object.keys(found).length > 0 && valid) storage.setItem(settings.attributionKey, JSON.stringify(found));
}

function keepClickIds(view: PageView, read: Reader, storage: Storage, settings: ArrivalSettings) {
  const rawParam = (key: string) => {
    let raw = "";
    view.search
      .replace(/^\?/, "")
      .split("&")
      .forEach((part) => {
        if (!raw && part.indexOf(key + "=") === 0) raw = part.slice(key.length + 1);
      });
    return new RegExp(settings.clickIdPattern).test(raw) && read.keepable(raw) ? raw : "";
  };
  const seen: Kept = {};
  settings.clickKeys.forEach((key) => {
    const id = rawParam(key);
    if (id) seen[key] = id;
  });
  if (Object.keys(seen).length === 0) return;
  const clicks = read.stored(settings.clicksKey);
  const time = typeof view.time === "number" ? view.time : Date.now();
  const isClick = (kept: unknown): kept is Click =>
    typeof kept === "object" &&
    kept !== null &&
    typeof (kept as Click).id === "string" &&
    typeof (kept as Click).at === "number";
  const next: Record<string, Click> = {};
  settings.clickKeys.forEach((key) => {
    const kept = clicks[key];
    const id = seen[key];
    if (id) next[key] = isClick(kept) && kept.id === id ? { id: id, at: kept.at } : { id: id, at: time };
    else if (isClick(kept)) next[key] = { id: kept.id, at: kept.at };
  });
  storage.setItem(settings.clicksKey, JSON.stringify(next));
}

function keepTouch(view: PageView, read: Reader, storage: Storage, settings: ArrivalSettings) {
  let referrerHost = "";
  try {
    const host = view.referrer ? new URL(view.referrer).host.toLowerCase() : "";
    if (host !== view.host.toLowerCase() && new RegExp(settings.hostPattern, settings.hostPatternFlags).test(host))
      referrerHost = host;
  } catch {
    referrerHost = "";
  }
  const touch: Kept = {};
  settings.urlKeys.forEach((key) => {
    const value = read.trimmed(key);
    if (read.keepable(value)) touch[key] = value;
  });
  const campaign = Object.keys(touch).length > 0;
  // Most page views come from the site itself with no campaign: they make no touch, and read no storage.
  if (!campaign && !referrerHost) return;
  const kept = read.stored(settings.touchesKey);
  const touchOf = (part: unknown) => {
    if (typeof part !== "object" || part === null) return undefined;
    const picked: Kept = {};
    [...settings.urlKeys, ...settings.pageKeys].forEach((key) => {
      const value = (part as Record<string, unknown>)[key];
      if (typeof value === "string") picked[key] = value;
    });
    return Object.keys(picked).length > 0 ? picked : undefined;
  };
  const first = touchOf(kept.first);
  const last = touchOf(kept.last);
  if (!campaign && referrerHost === (last && last.referrer_host)) return;
  if (view.path.charAt(0) === "/" && read.keepable(view.path)) touch.landing_path = view.path;
  if (referrerHost) touch.referrer_host = referrerHost;
  storage.setItem(settings.touchesKey, JSON.stringify({ first: first || touch, last: touch }));
}

/** The three captures in order, each handed the reader; every helper comes in as an argument (the contract). */
function recordArrival(view: PageView, storage: Storage, settings: ArrivalSettings, steps: typeof ARRIVAL_STEPS) {
  const read = steps.reader(view, storage, settings.maxText);
  steps.keepSpecKeys(read, storage, settings);
  steps.keepClickIds(view, read, storage, settings);
  steps.keepTouch(view, read, storage, settings);
}

const ARRIVAL_SETTINGS = {
  attributionKey: ATTRIBUTION_STORAGE_KEY,
  attributionKeys: ATTRIBUTION_KEYS,
  touchesKey: TOUCHES_STORAGE_KEY,
  urlKeys: TOUCH_URL_KEYS,
  // A touch's keys are the URL's and then the page's own; the script joins them rather than carry the URL's twice.
  pageKeys: TOUCH_KEYS.slice(TOUCH_URL_KEYS.length),
  clicksKey: CLICKS_STORAGE_KEY,
  clickKeys: CLICK_ID_KEYS,
  clickIdPattern: CLICK_ID_PATTERN.source,
  maxText: MAX_TEXT,
  hostPattern: REFERRER_HOST_PATTERN.source,
  hostPatternFlags: REFERRER_HOST_PATTERN.flags,
};

const ARRIVAL_STEPS = { reader: arrivalReader, keepSpecKeys, keepClickIds, keepTouch };

/** Keeps a page view's attribution for the visit: what the inline script does on arrival, for tests. */
export function captureArrival(view: PageView, storage: Storage): void {
  recordArrival(view, storage, ARRIVAL_SETTINGS, ARRIVAL_STEPS);
}

/** This page view, read in the browser as the script runs. */
const BROWSER_VIEW = inBrowser(
  "{search:location.search,path:location.pathname,referrer:document.referrer,host:location.host,time:Date.now()}",
);

/** The view as the page arrives (before a client navigation could change the URL), kept once the page has painted. */
function recordAfterPaint(
  view: PageView,
  later: typeof afterFirstPaint,
  record: typeof recordArrival,
  settings: ArrivalSettings,
  steps: typeof ARRIVAL_STEPS,
) {
  later(() => {
    try {
      record(view, sessionStorage, settings, steps);
    } catch {
      // Storage that is disabled or full keeps nothing, and the lead goes without attribution.
    }
  });
}

/**
 * The capture as the inline script the root layout puts in every page's `<head>`: it runs as the page arrives,
 * before any bundle, on every page a visitor can land on, and stores after the first paint. Built on the server only.
 */
export const arrivalCaptureScript = `try{${scriptCalling(recordAfterPaint, BROWSER_VIEW, afterFirstPaint, recordArrival, ARRIVAL_SETTINGS, ARRIVAL_STEPS)}}catch(e){}`;
