import type { Env, ServiceAccountKey } from "@/lib/config/env";
import type { LeadRow } from "@/lib/db";
import type { ConversionCapture } from "../capture";
import { googleConsent } from "../consent";
import { DAY_MS, SKIP_REASONS, type ConversionKind } from "../constants";
import { eventMs, orUnset, type ConversionEvent, type ExportRequest } from "../event";
import { serviceAccountTokens } from "../google-token";
import { hashedContact } from "../normalise";
import { PermanentSendError, asAnswer, type Answer, type SendOutcome } from "../outcome";
import { bearerTransport } from "../transport";
import type { Destination } from "./destination";

/** Google's settings (GOOGLE_* in lib/config/server-env.ts); a missing credential leaves it in file mode. */
export type GoogleSettings = {
  base: string;
  customerId?: string;
  loginCustomerId?: string;
  conversionActions: Record<ConversionKind, string | undefined>;
  /** The service account whose tokens authorise each request (GOOGLE_APPLICATION_CREDENTIALS). */
  serviceAccount?: ServiceAccountKey;
  validateOnly: boolean;
};

/** Google Ads' click ids, in the order one is preferred: gclid, else gbraid or wbraid (iOS). */
const CLICK_IDS = ["gclid", "gbraid", "wbraid"] as const;
type GoogleClick = Partial<Record<(typeof CLICK_IDS)[number], string>> & { at: number };

/** The Google Ads click, with when it was first seen. */
function googleClickOf(capture: ConversionCapture): GoogleClick | undefined {
  for (const key of CLICK_IDS) {
    const seen = capture.clicks?.[key];
    if (seen) return { [key]: seen.id, at: seen.at };
  }
  return undefined;
}

/** A Google Ads click id (gclid, or gbraid or wbraid on iOS) says a Google ad brought the visitor. */
export const googleClick = (capture: ConversionCapture) => googleClickOf(capture) !== undefined;

/**
 * Google's Data Manager API, events.ingest: a Google Ads offline click conversion with the click id, the lead
 * number as transaction id, and the hashed contact (enhanced conversions for leads). Consent: what the lead
 * records (consent.ts), never assumed.
 */
export function googleRequest(event: ConversionEvent, settings: GoogleSettings): ExportRequest {
  const { lead, capture } = event;
  const contact = hashedContact(lead.email, lead.phone, lead.origin_country);
  const click = googleClickOf(capture);
  const account = (id: string) => ({ accountType: "GOOGLE_ADS", accountId: id });
  const userIdentifiers = [
    ...(contact.googleEmail ? [{ emailAddress: contact.googleEmail }] : []),
    ...(contact.phoneE164 ? [{ phoneNumber: contact.phoneE164 }] : []),
  ];
  const url = `${settings.base}/v1/events:ingest`;
  return {
    url,
    shownUrl: url,
    // The Authorization header is added when it is sent (bearerTransport), with a fresh token of the service account.
    headers: { "Content-Type": "application/json" },
    body: {
      destinations: [
        {
          operatingAccount: account(orUnset(settings.customerId, "GOOGLE_ADS_CUSTOMER_ID")),
          loginAccount: settings.loginCustomerId ? account(settings.loginCustomerId) : undefined,
          productDestinationId: orUnset(
            settings.conversionActions[event.conversion] ?? settings.conversionActions.lead,
            "GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID",
          ),
        },
      ],
      encoding: "HEX",
      consent: googleConsent(lead),
      validateOnly: settings.validateOnly,
      events: [
        {
          transactionId: lead.lead_number,
          eventTimestamp: new Date(eventMs(lead)).toISOString(),
          eventSource: "WEB",
          adIdentifiers: click ? { gclid: click.gclid, gbraid: click.gbraid, wbraid: click.wbraid } : undefined,
          userData: userIdentifiers.length > 0 ? { userIdentifiers } : undefined,
          conversionValue: event.value?.amount,
          currency: event.value?.currency,
        },
      ],
    },
  };
}

/**
 * Data Manager's answer to events.ingest is a request id, not acceptance: the ingest runs afterwards, and this
 * asks how it went (GET /v1/requestStatus:retrieve).
 */
export function googleStatusRequest(requestId: string, settings: GoogleSettings): ExportRequest {
  const url = `${settings.base}/v1/requestStatus:retrieve?requestId=${encodeURIComponent(requestId)}`;
  return { url, shownUrl: url, method: "GET", headers: {}, body: undefined };
}

function ingestOutcome(answer: unknown, settings: GoogleSettings): SendOutcome {
  if (settings.validateOnly) {
    return { kind: "tested", note: "Validated by Google, nothing stored (GOOGLE_DATA_MANAGER_VALIDATE_ONLY)" };
  }
  const requestId = asAnswer(answer)?.requestId;
  if (typeof requestId !== "string" || requestId === "") throw new Error("Google's ingest answered no requestId");
  return { kind: "awaiting", requestId, note: `Taken by Google as request ${requestId}; its ingest not checked yet` };
}

type ErrorCount = { recordCount?: unknown; reason?: unknown };

/** Google's reasons for a failed ingest, as its errorInfo counts them ("PROCESSING_ERROR_REASON_INVALID_GCLID", …). */
function googleReasons(status: Answer): string {
  const info = asAnswer(status?.errorInfo);
  const counts = Array.isArray(info?.errorCounts) ? (info.errorCounts as ErrorCount[]) : [];
  const reasons = counts.map((c) => String(c.reason ?? "unknown reason")).join(", ");
  return reasons || "no reason given";
}

/** Google's status of a request with one event for one destination (RetrieveRequestStatusResponse). */
function statusOutcome(answer: unknown, requestId: string): SendOutcome {
  const list = asAnswer(answer)?.requestStatusPerDestination;
  const status = asAnswer(Array.isArray(list) ? list[0] : undefined);
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

/** Google Ads' window runs from the click the conversion answers (first seen), or the event when that is earlier. */
function windowStart(lead: LeadRow, capture: ConversionCapture): number {
  const at = eventMs(lead);
  return Math.min(at, googleClickOf(capture)?.at ?? at);
}

/**
 * Google's Data Manager API (Google Ads). It takes offline click conversions up to 90 days after the click. Its
 * requests carry a bearer token of the service account; its answer is a request id, checked later (`recheck`).
 */
export const google = {
  channel: "google-data-manager",
  clickIds: CLICK_IDS,
  windowMs: 90 * DAY_MS,
  windowStart,
  skipReason: (capture) => (googleClick(capture) ? null : SKIP_REASONS.noClickId),
  keepsClientIp: false,
  settings: (env: Env): GoogleSettings => ({
    base: env.GOOGLE_DATA_MANAGER_API_BASE,
    customerId: env.GOOGLE_ADS_CUSTOMER_ID,
    loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
    conversionActions: {
      lead: env.GOOGLE_ADS_LEAD_CONVERSION_ACTION_ID,
      booking: env.GOOGLE_ADS_BOOKING_CONVERSION_ACTION_ID,
    },
    serviceAccount: env.GOOGLE_APPLICATION_CREDENTIALS,
    validateOnly: env.GOOGLE_DATA_MANAGER_VALIDATE_ONLY === "true",
  }),
  hasCredentials: (settings) =>
    Boolean(settings.customerId && settings.conversionActions.lead && settings.serviceAccount),
  inTestMode: (settings) => settings.validateOnly,
  liveTransport(settings, https) {
    const account = settings.serviceAccount;
    if (!account) return { transport: https };
    return {
      transport: bearerTransport(https, serviceAccountTokens(account)),
      sender: `the service account ${account.clientEmail}`,
    };
  },
  request: (event, settings) => googleRequest(event, settings),
  outcome: ingestOutcome,
  recheck: { request: googleStatusRequest, outcome: statusOutcome },
} satisfies Destination<GoogleSettings>;
