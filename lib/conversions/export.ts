import type { Db, LeadRow } from "@/lib/db";
import type { Env } from "@/lib/config/env";
import { ANSWER_OUTCOMES, inTestMode, statusOutcome } from "./answers";
import { googleClickOf, parseCapture, type ConversionCapture } from "./capture";
import { conversionsConfig, exportsEnabled, hasCredentials, type ConversionsConfig } from "./config";
import { serviceAccountTokens } from "./google-token";
import { CONVERSION_DESTINATIONS, EXPORT_WINDOW_MS, conversionKindOf, type ConversionDestination } from "./constants";
import { PermanentSendError, type SendOutcome } from "./outcome";
import {
  ga4Request,
  googleRequest,
  googleStatusRequest,
  metaRequest,
  type ConversionEvent,
  type ExportRequest,
} from "./requests";
import { bearerTransport, fileTransport, httpTransport, type Transport } from "./transport";
import { conversionValueOf, type SignedPrices } from "./value";

function requestFor(
  destination: ConversionDestination,
  event: ConversionEvent,
  config: ConversionsConfig,
): ExportRequest {
  switch (destination) {
    case "meta-capi":
      return metaRequest(event, config.meta, config.siteUrl);
    case "google-data-manager":
      return googleRequest(event, config.google);
    case "ga4-mp":
      return ga4Request(event, config.ga4);
  }
}

/** When the platform's window opens: the event, or for Google the click it answers (first seen). */
function windowStart(destination: ConversionDestination, lead: LeadRow, capture: ConversionCapture): number {
  const at = Date.parse(lead.created_at);
  if (destination !== "google-data-manager") return at;
  return Math.min(at, googleClickOf(capture)?.at ?? at);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A window or an age in the platforms' own words: whole days from a week up, hours below. */
const span = (ms: number) =>
  ms >= 7 * DAY_MS && ms % DAY_MS === 0 ? `${ms / DAY_MS} days` : `${Math.round(ms / 3_600_000)} hours`;

/** One outbox row's export: its lead's conversion to one destination. Throws when it did not get there. */
export type ConversionExporter = {
  destination: ConversionDestination;
  /** One line for the start-up log: where this destination's conversions go. */
  describe: string;
  /** Sending where nothing counts (Meta's test code, Google's validateOnly, GA4's debug server). */
  testMode: boolean;
  /** When the platform stops taking this lead's conversion: its retries end there. */
  windowEnd: (lead: LeadRow) => number;
  send: (db: Db, deliveryId: string, now?: number) => Promise<SendOutcome>;
};

async function readExport(db: Db, deliveryId: string, signedPrices?: SignedPrices) {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .selectAll("leads")
    .select([
      "outbox.client_ip as export_client_ip",
      "outbox.conversion as export_conversion",
      "outbox.request_id as export_request_id",
    ] as const)
    .where("outbox.id", "=", deliveryId)
    .executeTakeFirst();
  if (!row) throw new Error("A conversion's outbox row or its lead is missing", { cause: deliveryId });
  const { export_client_ip, export_conversion, export_request_id, ...lead } = row;
  const conversion = export_conversion === "booking" ? "booking" : conversionKindOf(lead.kind);
  const signed = conversion === "booking" ? (await signedPrices?.(db, [lead.id]))?.get(lead.id) : undefined;
  const event: ConversionEvent = {
    lead,
    capture: parseCapture(lead.conversion_json),
    conversion,
    clientIp: export_client_ip,
    value: conversionValueOf(lead, conversion, signed),
  };
  return { event, requestId: export_request_id };
}

/** The service account whose tokens authorise this destination's requests: Google's, when it has credentials. */
function serviceAccountOf(destination: ConversionDestination, config: ConversionsConfig) {
  return destination === "google-data-manager" && hasCredentials(destination, config)
    ? config.google.serviceAccount
    : undefined;
}

/** How a destination's requests leave: over HTTPS with its credentials (a bearer token for Google), else as files. */
function transportFor(destination: ConversionDestination, config: ConversionsConfig): Transport {
  if (!hasCredentials(destination, config)) return fileTransport(config.dir);
  const serviceAccount = serviceAccountOf(destination, config);
  return serviceAccount ? bearerTransport(httpTransport, serviceAccountTokens(serviceAccount)) : httpTransport;
}

function description(destination: ConversionDestination, config: ConversionsConfig): string {
  if (!hasCredentials(destination, config)) {
    return `No ${destination} credentials: conversions are written as JSON to ${config.dir}`;
  }
  const serviceAccount = serviceAccountOf(destination, config);
  return serviceAccount
    ? `Conversions go to ${destination} as the service account ${serviceAccount.clientEmail}`
    : `Conversions go to ${destination}`;
}

/** `signedPrices`: the signed orders' prices (lib/orders), a booking's value once its order is signed. */
export function conversionExporter(
  destination: ConversionDestination,
  config: ConversionsConfig,
  transport: Transport = transportFor(destination, config),
  signedPrices?: SignedPrices,
): ConversionExporter {
  const window = EXPORT_WINDOW_MS[destination];
  const live = hasCredentials(destination, config);
  const windowEnd = (lead: LeadRow) => windowStart(destination, lead, parseCapture(lead.conversion_json)) + window;
  return {
    destination,
    describe: description(destination, config),
    testMode: live && inTestMode(destination, config),
    windowEnd,
    async send(db, deliveryId, now = Date.now()) {
      const { event, requestId } = await readExport(db, deliveryId, signedPrices);
      // A request Google took is checked, not sent again: its ingest may still be running.
      if (requestId && live)
        return statusOutcome(await transport.send(googleStatusRequest(requestId, config.google), requestId), requestId);
      const age = now - windowStart(destination, event.lead, event.capture);
      if (age > window) {
        throw new PermanentSendError(
          `${destination} takes conversions up to ${span(window)} old; this one is ${span(Math.floor(age / 3_600_000) * 3_600_000)} old`,
        );
      }
      const name = `${event.lead.lead_number}-${event.conversion}-${destination}`;
      const answer = await transport.send(requestFor(destination, event, config), name);
      // Without credentials the request was written as a file for a person to read: nothing more to wait for.
      return live ? ANSWER_OUTCOMES[destination](answer, config) : { kind: "accepted" };
    },
  };
}

/**
 * The three destinations as this environment sends them: real requests with credentials, JSON files without;
 * none with CONVERSIONS_ENABLED=false, so rows still pending wait, neither sent nor given up, until it is on again.
 */
export function conversionExportersFromEnv(env: Env, signedPrices?: SignedPrices): ConversionExporter[] {
  if (!exportsEnabled(env)) return [];
  const config = conversionsConfig(env);
  return CONVERSION_DESTINATIONS.map((destination) =>
    conversionExporter(destination, config, transportFor(destination, config), signedPrices),
  );
}
