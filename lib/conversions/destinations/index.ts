import type { Env } from "@/lib/config/env";
import type { ClickIdKey } from "@/lib/attribution";
import type { Destination } from "./destination";
import { ga4 } from "./ga4";
import { google } from "./google";
import { meta } from "./meta";

/**
 * Where conversions go, one module each in this folder: Meta's Conversions API, Google's Data Manager API
 * (Google Ads) and GA4's Measurement Protocol. Every list of destinations (the outbox rows a conversion gets,
 * the exporters, the report's lines) is read from here, in this order; the key names each one's settings in
 * ConversionsConfig.
 */
const TABLE = { meta, google, ga4 };

export type DestinationKey = keyof typeof TABLE;
type SettingsOf<D> = D extends { settings: (env: Env) => infer S } ? S : never;
export type DestinationSettings = { [K in DestinationKey]: SettingsOf<(typeof TABLE)[K]> };

/**
 * The click ids the destinations read are exactly the ones the arrival capture keeps (lib/attribution CLICK_ID_KEYS,
 * which the inline script and the payload schema read before any of this loads): a destination naming a key the
 * capture lacks fails its module's `satisfies`, and a key no destination names fails here.
 */
type ClaimedClickId = (typeof TABLE)[DestinationKey]["clickIds"][number];
type EveryClickIdClaimed<T> = [ClickIdKey] extends [ClaimedClickId]
  ? T
  : { error: "lib/attribution CLICK_ID_KEYS has a click id that no destination's clickIds names" };

/** The table with each destination's own settings type, so `DESTINATIONS[key]` takes `settings[key]`. */
export const DESTINATIONS: EveryClickIdClaimed<{
  [K in DestinationKey]: Destination<DestinationSettings[K], (typeof TABLE)[K]["channel"]>;
}> = TABLE;
export const DESTINATION_KEYS = Object.keys(TABLE) as DestinationKey[];

/** A destination's outbox channel: what its rows, its files and the report call it. */
export type ConversionDestination = (typeof TABLE)[DestinationKey]["channel"];
export const CONVERSION_DESTINATIONS: readonly ConversionDestination[] = DESTINATION_KEYS.map(
  (key) => TABLE[key].channel,
);

/** The table's key of a destination named by its channel. */
export function destinationKeyOf(channel: ConversionDestination): DestinationKey {
  const key = DESTINATION_KEYS.find((k) => TABLE[k].channel === channel);
  if (!key) throw new Error(`No conversion destination has the channel ${channel}`);
  return key;
}

/**
 * How long a row sent in a test mode may still be sent for real with the raw client IP it keeps: the longest
 * window of a destination that keeps one (Meta's). Past it no send will come, so housekeeping clears the IP.
 */
export const CLIENT_IP_WINDOW_MS = Math.max(
  0,
  ...DESTINATION_KEYS.filter((key) => TABLE[key].keepsClientIp).map((key) => TABLE[key].windowMs),
);
