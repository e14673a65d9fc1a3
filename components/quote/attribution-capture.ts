import { ATTRIBUTION_KEYS } from "@/lib/quote/attribution-keys";
import { MAX_TEXT } from "@/lib/quote/constants";
import { ATTRIBUTION_STORAGE_KEY } from "./constants";

/**
 * Keeps the landing URL's attribution for the visit as soon as the page runs, before the form is loaded:
 * a visitor may leave for another page before touching it. Values the schema would refuse (too long) are
 * not kept; the form validates what it reads back with the schema.
 */
export function captureLandingAttribution(search: string, storage: Storage): void {
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
