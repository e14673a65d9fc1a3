import path from "node:path";
import { getEnv, type Env, type ServiceAccountKey } from "@/lib/config/env";
import { CONVERSIONS_DIR_NAME, type ConversionDestination, type ConversionKind } from "./constants";

/** Each destination's settings from the environment (lib/config/server-env.ts); a missing credential leaves it in file mode. */
export type MetaSettings = {
  base: string;
  version: string;
  pixelId?: string;
  accessToken?: string;
  testEventCode?: string;
};
export type GoogleSettings = {
  base: string;
  customerId?: string;
  loginCustomerId?: string;
  conversionActions: Record<ConversionKind, string | undefined>;
  /** The service account whose tokens authorise each request (GOOGLE_APPLICATION_CREDENTIALS). */
  serviceAccount?: ServiceAccountKey;
  validateOnly: boolean;
};
export type Ga4Settings = { base: string; measurementId?: string; apiSecret?: string; debug: boolean };
export type ConversionsConfig = {
  siteUrl: string;
  /** Where requests are written as JSON for a destination without credentials. */
  dir: string;
  meta: MetaSettings;
  google: GoogleSettings;
  ga4: Ga4Settings;
};

export function conversionsConfig(env: Env): ConversionsConfig {
  return {
    siteUrl: env.SITE_URL,
    dir: path.resolve(env.DATA_DIR, CONVERSIONS_DIR_NAME),
    meta: {
      base: env.META_API_BASE,
      version: env.META_API_VERSION,
      pixelId: env.META_PIXEL_ID,
      accessToken: env.META_ACCESS_TOKEN,
      testEventCode: env.META_TEST_EVENT_CODE,
    },
    google: {
      base: env.GOOGLE_DATA_MANAGER_API_BASE,
      customerId: env.GOOGLE_ADS_CUSTOMER_ID,
      loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
      conversionActions: {
        lead: env.GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID,
        booking: env.GOOGLE_ADS_BOOKING_CONVERSION_ACTION_ID,
      },
      serviceAccount: env.GOOGLE_APPLICATION_CREDENTIALS,
      validateOnly: env.GOOGLE_DATA_MANAGER_VALIDATE_ONLY === "true",
    },
    ga4: {
      base: env.GA4_API_BASE,
      measurementId: env.GA4_MEASUREMENT_ID,
      apiSecret: env.GA4_API_SECRET,
      debug: env.GA4_DEBUG === "true",
    },
  };
}

/** Whether a destination has what a real request needs; without it, requests are written to `dir`. */
export function hasCredentials(destination: ConversionDestination, config: ConversionsConfig): boolean {
  switch (destination) {
    case "meta-capi":
      return Boolean(config.meta.pixelId && config.meta.accessToken);
    case "google-data-manager":
      return Boolean(config.google.customerId && config.google.conversionActions.lead && config.google.serviceAccount);
    case "ga4-mp":
      return Boolean(config.ga4.measurementId && config.ga4.apiSecret);
  }
}

/**
 * Whether conversions are exported at all (CONVERSIONS_ENABLED, on unless "false"). Off, a new lead's exports are
 * stored skipped with the reason "disabled", and the delivery worker sends none, not even those already pending.
 */
export function exportsEnabled(env: Env = getEnv()): boolean {
  return env.CONVERSIONS_ENABLED === "true";
}
