import {
  ATTRIBUTION_STORAGE_KEY,
  CLICKS_STORAGE_KEY,
  TOUCHES_STORAGE_KEY,
  attributionSchema,
  signalsPayload,
  touchesPayload,
  type ConversionSignals,
  type VisitAttribution,
} from "@/lib/quote";
import { hasOptOutCookie } from "@/lib/privacy";

/** A value kept as JSON; an empty object when none is kept or it is not JSON. */
function readKept(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? "{}");
  } catch {
    return {};
  }
}

/**
 * The attribution the page's arrival capture kept for this visit (lib/quote/attribution-touch.ts, run inline on
 * every page): the spec's keys and the touches, each checked by its schema. What fails is left out.
 */
export function readVisitAttribution(storage: Storage): VisitAttribution {
  const kept = attributionSchema.safeParse(readKept(storage, ATTRIBUTION_STORAGE_KEY));
  const attribution = kept.success ? kept.data : {};
  const touches = touchesPayload.parse(readKept(storage, TOUCHES_STORAGE_KEY));
  return touches ? { ...attribution, touches } : attribution;
}

/** The attribution for this visit as the submit sends it; empty when storage is unavailable. */
export function currentAttribution(): VisitAttribution {
  try {
    return readVisitAttribution(window.sessionStorage);
  } catch (error) {
    // Storage can be disabled (private modes); the lead still goes, without attribution.
    console.warn(new Error("Attribution could not be read", { cause: error }));
    return {};
  }
}

/**
 * What the submit adds for the conversion report-back: the click ids the arrival capture kept with their
 * first-seen times, the browser's Global Privacy Control, the browser's opt-out cookie from the "Do Not Sell or
 * Share" page, and the page the form is on. Each part checked by its schema; what fails is left out. The server
 * reads the cookie and Sec-GPC itself too; these travel in the payload for an API on another origin.
 */
function readSignals(storage: Storage, privacy: { gpc: boolean; optOut: boolean }, page: string) {
  return signalsPayload.parse({
    clicks: readKept(storage, CLICKS_STORAGE_KEY),
    gpc: privacy.gpc || undefined,
    opt_out: privacy.optOut || undefined,
    page,
  });
}

/** The signals as the submit sends them; the privacy choices alone when storage is unavailable. */
export function currentSignals(): ConversionSignals | undefined {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const privacy = { gpc, optOut: hasOptOutCookie(document.cookie) };
  try {
    return readSignals(window.sessionStorage, privacy, window.location.pathname);
  } catch {
    return signalsPayload.parse({ gpc: privacy.gpc || undefined, opt_out: privacy.optOut || undefined });
  }
}
