import path from "node:path";
import { getEnv, type Env } from "@/lib/config/env";
import { CONVERSIONS_DIR_NAME } from "./constants";
import { DESTINATIONS, DESTINATION_KEYS, type DestinationSettings } from "./destinations";

/**
 * Each destination's settings from the environment (its module's `settings`, under its key in the table); a
 * missing credential leaves it in file mode.
 */
export type ConversionsConfig = DestinationSettings & {
  siteUrl: string;
  /** Where requests are written as JSON for a destination without credentials. */
  dir: string;
};

export function conversionsConfig(env: Env): ConversionsConfig {
  const settings = Object.fromEntries(DESTINATION_KEYS.map((key) => [key, DESTINATIONS[key].settings(env)]));
  return {
    siteUrl: env.SITE_URL,
    dir: path.resolve(env.DATA_DIR, CONVERSIONS_DIR_NAME),
    ...(settings as DestinationSettings),
  };
}

/**
 * Whether conversions are exported at all (CONVERSIONS_ENABLED, on unless "false"). Off, a new lead's exports are
 * stored skipped with the reason "disabled", and the delivery worker sends none, not even those already pending.
 */
export function exportsEnabled(env: Env = getEnv()): boolean {
  return env.CONVERSIONS_ENABLED === "true";
}
