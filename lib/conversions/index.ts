/**
 * The face of lib/conversions (server-only): each lead and confirmed booking reported back to the ad platforms
 * that brought it (Meta Conversions API, Google Data Manager API, GA4 Measurement Protocol) through the lead
 * outbox. What a lead keeps (capture), which destinations it goes to or why not (plan), the requests (hashed
 * contact, click ids, event id = lead number), and how they leave (HTTPS, or JSON files without credentials).
 * docs/conversions.md describes it.
 */
import "server-only";
export { SKIP_REASONS, conversionKindOf, type SkipReason } from "./constants";
export { CLIENT_IP_WINDOW_MS, CONVERSION_DESTINATIONS, type ConversionDestination } from "./destinations";
export { conversionCapture, requestSignals, withRequestPrivacy, type RequestSignals } from "./capture";
export { planExports, type ExportBasis } from "./plan";
export { contactIdentities } from "./identity";
export { conversionsConfig } from "./config";
export { conversionExporter, conversionExportersFromEnv, type ConversionExporter } from "./export";
export { PermanentSendError, type SendOutcome } from "./outcome";
export { conversionValueOf, type ConversionValue, type SignedPrices } from "./value";
