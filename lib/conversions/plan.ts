import { fbcOf, googleClickOf, type ConversionCapture } from "./capture";
import { exportsEnabled } from "./config";
import { CONVERSION_DESTINATIONS, SKIP_REASONS, type ConversionDestination, type SkipReason } from "./constants";

/** One destination's export of a conversion as its outbox row starts: due, or skipped with the reason. */
export type PlannedExport = {
  channel: ConversionDestination;
  skipReason: SkipReason | null;
  /** The raw client IP, on Meta's pending row only (Meta matches on it); cleared once the row is sent or dead. */
  clientIp: string | null;
};

function skipReasonFor(destination: ConversionDestination, capture: ConversionCapture): SkipReason | null {
  if (capture.gpc) return SKIP_REASONS.gpc;
  if (capture.opt_out) return SKIP_REASONS.optOut;
  switch (destination) {
    case "meta-capi":
      return fbcOf(capture) || capture.fbp ? null : SKIP_REASONS.noClickId;
    case "google-data-manager":
      return googleClickOf(capture) ? null : SKIP_REASONS.noClickId;
    case "ga4-mp":
      return capture.ga_client_id ? null : SKIP_REASONS.noClientId;
  }
}

/**
 * Every destination gets a row per conversion, so the report can say why one was not sent. With exports off
 * (CONVERSIONS_ENABLED=false) none is due. A visitor who sent GPC or opted out is shared with no one; a platform
 * that did not bring the visitor (no click id, no cookie of its own) is not told about them either.
 */
export function planExports(capture: ConversionCapture | null, clientIp: string | undefined): PlannedExport[] {
  const enabled = exportsEnabled();
  return CONVERSION_DESTINATIONS.map((channel) => {
    const skipReason = enabled ? skipReasonFor(channel, capture ?? {}) : SKIP_REASONS.disabled;
    return {
      channel,
      skipReason,
      clientIp: channel === "meta-capi" && skipReason === null && clientIp ? clientIp : null,
    };
  });
}
