import type { Db } from "@/lib/db";
import { parseCapture } from "./capture";
import { conversionsConfig, exportsEnabled, hasCredentials, type ConversionsConfig } from "./config";
import type { Env } from "@/lib/config/env";
import { googleClickOf } from "./capture";
import { serviceAccountTokens } from "./google-token";
import { CONVERSION_DESTINATIONS, EXPORT_WINDOW_MS, conversionKindOf, type ConversionDestination } from "./constants";
import { ga4Request, googleRequest, metaRequest, type ConversionEvent, type ExportRequest } from "./requests";
import { bearerTransport, fileTransport, httpTransport, type Transport } from "./transport";

/**
 * Past the platform's window an export can never succeed: the outbox marks such an error's row dead at once
 * (its `noRetry` flag, lib/leads/delivery/outbox.ts) with this message as the reason, instead of retrying.
 */
class ExportWindowPassedError extends Error {
  readonly noRetry = true;
}

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
function windowStart(destination: ConversionDestination, event: ConversionEvent): number {
  const at = Date.parse(event.lead.created_at);
  if (destination !== "google-data-manager") return at;
  return Math.min(at, googleClickOf(event.capture)?.at ?? at);
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
  send: (db: Db, deliveryId: string, now?: number) => Promise<void>;
};

async function readExport(db: Db, deliveryId: string) {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("leads", "leads.id", "outbox.lead_id")
    .selectAll("leads")
    .select(["outbox.client_ip as export_client_ip", "outbox.conversion as export_conversion"] as const)
    .where("outbox.id", "=", deliveryId)
    .executeTakeFirst();
  if (!row) throw new Error("A conversion's outbox row or its lead is missing", { cause: deliveryId });
  const { export_client_ip, export_conversion, ...lead } = row;
  const event: ConversionEvent = {
    lead,
    capture: parseCapture(lead.conversion_json),
    conversion: export_conversion === "booking" ? "booking" : conversionKindOf(lead.kind),
    clientIp: export_client_ip,
  };
  return event;
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

export function conversionExporter(
  destination: ConversionDestination,
  config: ConversionsConfig,
  transport: Transport = transportFor(destination, config),
): ConversionExporter {
  const window = EXPORT_WINDOW_MS[destination];
  return {
    destination,
    describe: description(destination, config),
    async send(db, deliveryId, now = Date.now()) {
      const event = await readExport(db, deliveryId);
      const age = now - windowStart(destination, event);
      if (age > window) {
        throw new ExportWindowPassedError(
          `${destination} takes conversions up to ${span(window)} old; this one is ${span(Math.floor(age / 3_600_000) * 3_600_000)} old`,
        );
      }
      const name = `${event.lead.lead_number}-${event.conversion}-${destination}`;
      await transport.send(requestFor(destination, event, config), name);
    },
  };
}

/**
 * The three destinations as this environment sends them: real requests with credentials, JSON files without;
 * none with CONVERSIONS_ENABLED=false, so rows still pending wait, neither sent nor given up, until it is on again.
 */
export function conversionExportersFromEnv(env: Env): ConversionExporter[] {
  if (!exportsEnabled(env)) return [];
  const config = conversionsConfig(env);
  return CONVERSION_DESTINATIONS.map((destination) => conversionExporter(destination, config));
}
