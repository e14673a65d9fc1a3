import type { ConversionCapture } from "./capture";
import { exportsEnabled } from "./config";
import { SKIP_REASONS, type SkipReason } from "./constants";
import { DESTINATIONS, DESTINATION_KEYS, destinationKeyOf, type ConversionDestination } from "./destinations";
import { outsideUsAndCanada, type LeadPlaces } from "./region";

/** One destination's export of a conversion as its outbox row starts: due, or skipped with the reason. */
export type PlannedExport = {
  channel: ConversionDestination;
  skipReason: SkipReason | null;
  /** The raw client IP, on the pending row of a destination that matches on it (`keepsClientIp`: Meta's). */
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

/**
 * Why a destination is not told, first the visitor's choices (GPC, the opt-out, then or now), then the
 * destination's own rule (whether its ad brought them, whether it has what it joins the event on), then whether
 * the law where they are asks for a consent they did not give.
 */
export function skipReasonFor(
  destination: ConversionDestination,
  capture: ConversionCapture,
  basis: ExportBasis,
): SkipReason | null {
  if (capture.gpc) return SKIP_REASONS.gpc;
  if (capture.opt_out || basis.consumerOptedOut) return SKIP_REASONS.optOut;
  const own = DESTINATIONS[destinationKeyOf(destination)].skipReason(capture);
  if (own) return own;
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
  return DESTINATION_KEYS.map((key) => {
    const { channel, keepsClientIp } = DESTINATIONS[key];
    const skipReason = enabled ? skipReasonFor(channel, capture ?? {}, basis) : SKIP_REASONS.disabled;
    return { channel, skipReason, clientIp: keepsClientIp && skipReason === null && clientIp ? clientIp : null };
  });
}
