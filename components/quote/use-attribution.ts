"use client";

import { useEffect } from "react";
import {
  ATTRIBUTION_KEYS,
  attributionSchema,
  touchesPayload,
  type Attribution,
  type VisitAttribution,
} from "@/lib/quote";
import { currentPageView, recordTouch } from "./attribution-capture";
import { ATTRIBUTION_STORAGE_KEY } from "./constants";

/** Attribution kept for this visit; a landing URL carrying any of the keys replaces what was kept. */
export function readAttribution(search: string, storage: Storage): Attribution {
  const params = new URLSearchParams(search);
  const fromUrl: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) fromUrl[key] = value;
  }
  if (Object.keys(fromUrl).length > 0) {
    const parsed = attributionSchema.safeParse(fromUrl);
    if (parsed.success) {
      storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(parsed.data));
      return parsed.data;
    }
  }
  try {
    const kept = attributionSchema.safeParse(JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}"));
    return kept.success ? kept.data : {};
  } catch {
    return {};
  }
}

/** The attribution for this visit as the submit sends it, touches included; empty when storage is unavailable. */
export function currentAttribution(): VisitAttribution {
  try {
    const attribution = readAttribution(window.location.search, window.sessionStorage);
    const touches = touchesPayload.parse(recordTouch(currentPageView(), window.sessionStorage));
    return touches ? { ...attribution, touches } : attribution;
  } catch (error) {
    // Storage can be disabled (private modes); the lead still goes, without attribution.
    console.warn(new Error("Attribution could not be read", { cause: error }));
    return {};
  }
}

/** Keeps the spec's keys and the visit's touches (UTM tags, click ids, landing page, referrer) in sessionStorage. */
export function useAttributionCapture(): void {
  useEffect(() => {
    currentAttribution();
  }, []);
}
