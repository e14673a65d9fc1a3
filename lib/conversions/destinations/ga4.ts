import type { Env } from "@/lib/config/env";
import { HOUR_MS, SKIP_REASONS, type ConversionKind } from "../constants";
import { eventMs, orUnset, type ConversionEvent, type ExportRequest } from "../event";
import { PermanentSendError, asAnswer, type SendOutcome } from "../outcome";
import type { Destination } from "./destination";
import { googleClick } from "./google";
import { metaClick } from "./meta";

/** GA4's settings (GA4_* in lib/config/server-env.ts); without the measurement id and secret it is in file mode. */
export type Ga4Settings = { base: string; measurementId?: string; apiSecret?: string; debug: boolean };

/** GA4's recommended lead events for each conversion. */
const EVENT_NAMES: Record<ConversionKind, string> = { lead: "generate_lead", booking: "close_convert_lead" };

/**
 * GA4 shows an event in a session (and in Realtime) only with session_id and a positive engagement time; the
 * server saw no engagement of its own, so it sends the figure of the Measurement Protocol guide's example.
 */
const ENGAGEMENT_TIME_MSEC = 100;

/**
 * GA4 Measurement Protocol: the lead event on the visitor's GA client id, backdated to when the lead came, in
 * the visit's session when its cookie was there (session_id, with engagement_time_msec, which GA4 needs to count
 * the event in a session).
 */
function ga4Request(event: ConversionEvent, settings: Ga4Settings): ExportRequest {
  const { lead, capture } = event;
  const path = `${settings.base}${settings.debug ? "/debug" : ""}/mp/collect`;
  const id = encodeURIComponent(orUnset(settings.measurementId, "GA4_MEASUREMENT_ID"));
  return {
    url: `${path}?measurement_id=${id}&api_secret=${encodeURIComponent(orUnset(settings.apiSecret, "GA4_API_SECRET"))}`,
    shownUrl: `${path}?measurement_id=${id}&api_secret={GA4_API_SECRET}`,
    headers: { "Content-Type": "application/json" },
    body: {
      client_id: capture.ga_client_id,
      timestamp_micros: eventMs(lead) * 1000,
      events: [
        {
          name: EVENT_NAMES[event.conversion],
          params: {
            transaction_id: lead.lead_number,
            session_id: capture.ga_session_id,
            engagement_time_msec: ENGAGEMENT_TIME_MSEC,
            value: event.value?.amount,
            currency: event.value?.currency,
          },
        },
      ],
    },
  };
}

type ValidationMessage = { fieldPath?: unknown; description?: unknown; validationCode?: unknown };

/** GA4's validation server's messages, each as "CODE field: description". */
function validationMessages(answer: unknown): string[] {
  const list = asAnswer(answer)?.validationMessages;
  const messages = Array.isArray(list) ? (list as ValidationMessage[]) : [];
  return messages.map((m) =>
    [m.validationCode, m.fieldPath ? `${String(m.fieldPath)}:` : undefined, m.description]
      .filter((part) => part !== undefined && part !== "")
      .map(String)
      .join(" "),
  );
}

function ga4Outcome(answer: unknown, settings: Ga4Settings): SendOutcome {
  if (!settings.debug) return { kind: "accepted" };
  const messages = validationMessages(answer);
  if (messages.length > 0)
    throw new PermanentSendError(`GA4's validation server refused the event: ${messages.join("; ")}`);
  return { kind: "tested", note: "Validated by GA4's debug server, not counted (GA4_DEBUG)" };
}

/**
 * GA4's Measurement Protocol, which backdates events up to 72 hours. It is told of a visitor either ad platform
 * brought (it has no click id of its own), as the disclosures promise, and only with GA's client id to join the
 * event to the visit.
 */
export const ga4 = {
  channel: "ga4-mp",
  clickIds: [],
  windowMs: 72 * HOUR_MS,
  windowStart: eventMs,
  skipReason(capture) {
    if (!metaClick(capture) && !googleClick(capture)) return SKIP_REASONS.noClickId;
    return capture.ga_client_id ? null : SKIP_REASONS.noClientId;
  },
  keepsClientIp: false,
  settings: (env: Env): Ga4Settings => ({
    base: env.GA4_API_BASE,
    measurementId: env.GA4_MEASUREMENT_ID,
    apiSecret: env.GA4_API_SECRET,
    debug: env.GA4_DEBUG === "true",
  }),
  hasCredentials: (settings) => Boolean(settings.measurementId && settings.apiSecret),
  inTestMode: (settings) => settings.debug,
  liveTransport: (_settings, https) => ({ transport: https }),
  request: (event, settings) => ga4Request(event, settings),
  outcome: ga4Outcome,
  recheck: null,
} satisfies Destination<Ga4Settings>;
