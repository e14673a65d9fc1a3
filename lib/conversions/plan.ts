import { fbcOf, googleClickOf, type ConversionCapture } from "./capture";
import { exportsEnabled } from "./config";
import { CONVERSION_DESTINATIONS, SKIP_REASONS, type ConversionDestination, type SkipReason } from "./constants";
import { outsideUsAndCanada, type LeadPlaces } from "./region";

/** One destination's export of a conversion as its outbox row starts: due, or skipped with the reason. */
export type PlannedExport = {
  channel: ConversionDestination;
  skipReason: SkipReason | null;
  /** The raw client IP, on Meta's pending row only (Meta matches on it); cleared once the row is sent or dead. */
  clientIp: string | null;
};

/** What decides a conversion's exports besides its capture: the lead's places, its consents, the consumer's past. */
export type ExportBasis = {
  places: LeadPlaces;
  /** The visitor ticked the ad-measurement consent (the international form); stored like the contact consent. */
  adConsent: boolean;
  /** This consumer's e-mail or phone opted out or sent GPC before (lib/leads' consumer opt-outs). */
  consumerOptedOut: boolean;
};

const metaClick = (capture: ConversionCapture) => fbcOf(capture) !== undefined;
const googleClick = (capture: ConversionCapture) => googleClickOf(capture) !== undefined;

/**
 * An ad brought the visitor, per destination: the platform's own click id (Meta's fbclid or _fbc, Google's
 * gclid, gbraid or wbraid), or for GA4 either, as the disclosures promise. A _fbp or _ga cookie alone is not one.
 */
const BROUGHT_BY_AD: Record<ConversionDestination, (capture: ConversionCapture) => boolean> = {
  "meta-capi": metaClick,
  "google-data-manager": googleClick,
  "ga4-mp": (capture) => metaClick(capture) || googleClick(capture),
};

/**
 * Why a destination is not told, first the visitor's choices (GPC, the opt-out, then or now), then whether an ad
 * brought them, then whether the law where they are asks for a consent they did not give.
 */
export function skipReasonFor(
  destination: ConversionDestination,
  capture: ConversionCapture,
  basis: ExportBasis,
): SkipReason | null {
  if (capture.gpc) return SKIP_REASONS.gpc;
  if (capture.opt_out || basis.consumerOptedOut) return SKIP_REASONS.optOut;
  if (!BROUGHT_BY_AD[destination](capture)) return SKIP_REASONS.noClickId;
  if (destination === "ga4-mp" && !capture.ga_client_id) return SKIP_REASONS.noClientId;
  if (outsideUsAndCanada(basis.places) && !basis.adConsent) return SKIP_REASONS.noConsent;
  return null;
}

/**
 * Every destination gets a row per conversion, so the report can say why one was not sent. With exports off
 * (CONVERSIONS_ENABLED=false) none is due. A visitor who sent GPC or opted out, in this request or before, is
 * shared with no one; a platform whose ad did not bring the visitor (no click id) is not told about them; a
 * visitor outside the US and Canada is reported only with their consent.
 */
export function planExports(
  capture: ConversionCapture | null,
  clientIp: string | undefined,
  basis: ExportBasis,
): PlannedExport[] {
  const enabled = exportsEnabled();
  return CONVERSION_DESTINATIONS.map((channel) => {
    const skipReason = enabled ? skipReasonFor(channel, capture ?? {}, basis) : SKIP_REASONS.disabled;
    return {
      channel,
      skipReason,
      clientIp: channel === "meta-capi" && skipReason === null && clientIp ? clientIp : null,
    };
  });
}
