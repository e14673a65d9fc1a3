/**
 * The face of lib/conversions (server-only): each lead and confirmed booking reported back to the ad platforms
 * that brought it (Meta Conversions API, Google Data Manager API, GA4 Measurement Protocol) through the lead
 * outbox. What a lead keeps (capture), which destinations it goes to or why not (plan), the requests (hashed
 * contact, click ids, event id = lead number), and how they leave (HTTPS, or JSON files without credentials).
 */
export {
  CONVERSION_DESTINATIONS,
  CONVERSIONS_DIR_NAME,
  EXPORT_WINDOW_MS,
  SKIP_REASONS,
  conversionKindOf,
  type ConversionDestination,
  type ConversionKind,
  type SkipReason,
} from "./constants";
export { conversionCapture, requestSignals, type ConversionCapture, type RequestSignals } from "./capture";
export { planExports, type PlannedExport } from "./plan";
export { conversionsConfig, hasCredentials, type ConversionsConfig } from "./config";
export {
  ExportWindowPassedError,
  conversionExporter,
  conversionExportersFromEnv,
  type ConversionExporter,
} from "./export";
export { fileTransport, httpTransport, type Transport } from "./transport";
export { hashedContact, sha256Hex } from "./normalise";
