import type { ConversionsConfig } from "./config";
import type { ConversionDestination } from "./constants";
import { PermanentSendError, type SendOutcome } from "./outcome";

/**
 * What each platform's answer says about the conversion: taken and counted, taken in a test mode (counted
 * nothing), or for Google an ingest to check later. An answer that shows it was not taken throws: retried,
 * or, when the platform refused the event itself, dead with its words.
 */
type Answer = Record<string, unknown> | null;

const asRecord = (value: unknown): Answer =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function metaOutcome(answer: Answer, config: ConversionsConfig): SendOutcome {
  const received = answer?.events_received;
  if (received !== 1)
    throw new Error(`Meta answered without receiving the event (events_received: ${String(received)})`);
  return config.meta.testEventCode
    ? { kind: "tested", note: "Sent to Meta's Test Events (META_TEST_EVENT_CODE): shown there, not counted" }
    : { kind: "accepted" };
}

function googleIngestOutcome(answer: Answer, config: ConversionsConfig): SendOutcome {
  if (config.google.validateOnly) {
    return { kind: "tested", note: "Validated by Google, nothing stored (GOOGLE_DATA_MANAGER_VALIDATE_ONLY)" };
  }
  const requestId = answer?.requestId;
  if (typeof requestId !== "string" || requestId === "") throw new Error("Google's ingest answered no requestId");
  return { kind: "awaiting", requestId, note: `Taken by Google as request ${requestId}; its ingest not checked yet` };
}

type ErrorCount = { recordCount?: unknown; reason?: unknown };

/** Google's reasons for a failed ingest, as its errorInfo counts them ("PROCESSING_ERROR_REASON_INVALID_GCLID", …). */
function googleReasons(status: Answer): string {
  const info = asRecord(status?.errorInfo);
  const counts = Array.isArray(info?.errorCounts) ? (info.errorCounts as ErrorCount[]) : [];
  const reasons = counts.map((c) => String(c.reason ?? "unknown reason")).join(", ");
  return reasons || "no reason given";
}

/** Google's status of a request with one event for one destination (RetrieveRequestStatusResponse). */
function googleStatusOutcome(answer: Answer, requestId: string): SendOutcome {
  const list = answer?.requestStatusPerDestination;
  const status = asRecord(Array.isArray(list) ? list[0] : undefined);
  switch (status?.requestStatus) {
    case "SUCCESS":
      return { kind: "accepted" };
    case "FAILED":
    case "PARTIAL_SUCCESS":
      throw new PermanentSendError(`Google's ingest of request ${requestId} failed: ${googleReasons(status)}`);
    default:
      return {
        kind: "awaiting",
        requestId,
        note: `Google's ingest of request ${requestId} is ${String(status?.requestStatus ?? "not reported yet")}`,
      };
  }
}

type ValidationMessage = { fieldPath?: unknown; description?: unknown; validationCode?: unknown };

/** GA4's validation server's messages, each as "CODE field: description". */
function ga4Messages(answer: Answer): string[] {
  const messages = Array.isArray(answer?.validationMessages) ? (answer.validationMessages as ValidationMessage[]) : [];
  return messages.map((m) =>
    [m.validationCode, m.fieldPath ? `${String(m.fieldPath)}:` : undefined, m.description]
      .filter((part) => part !== undefined && part !== "")
      .map(String)
      .join(" "),
  );
}

function ga4Outcome(answer: Answer, config: ConversionsConfig): SendOutcome {
  if (!config.ga4.debug) return { kind: "accepted" };
  const messages = ga4Messages(answer);
  if (messages.length > 0)
    throw new PermanentSendError(`GA4's validation server refused the event: ${messages.join("; ")}`);
  return { kind: "tested", note: "Validated by GA4's debug server, not counted (GA4_DEBUG)" };
}

export const ANSWER_OUTCOMES: Record<
  ConversionDestination,
  (answer: unknown, config: ConversionsConfig) => SendOutcome
> = {
  "meta-capi": (answer, config) => metaOutcome(asRecord(answer), config),
  "google-data-manager": (answer, config) => googleIngestOutcome(asRecord(answer), config),
  "ga4-mp": (answer, config) => ga4Outcome(asRecord(answer), config),
};

export const statusOutcome = (answer: unknown, requestId: string) => googleStatusOutcome(asRecord(answer), requestId);

/** Whether a destination sends where nothing counts (its test mode is on). */
export function inTestMode(destination: ConversionDestination, config: ConversionsConfig): boolean {
  switch (destination) {
    case "meta-capi":
      return Boolean(config.meta.testEventCode);
    case "google-data-manager":
      return config.google.validateOnly;
    case "ga4-mp":
      return config.ga4.debug;
  }
}
