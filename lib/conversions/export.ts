import type { Db, LeadRow } from "@/lib/db";
import type { Env } from "@/lib/config/env";
import { parseCapture } from "./capture";
import { conversionsConfig, exportsEnabled, type ConversionsConfig } from "./config";
import { DAY_MS, HOUR_MS, conversionKindOf } from "./constants";
import {
  DESTINATIONS,
  DESTINATION_KEYS,
  destinationKeyOf,
  type ConversionDestination,
  type DestinationKey,
} from "./destinations";
import type { ConversionEvent } from "./event";
import { PermanentSendError, type SendOutcome } from "./outcome";
import { fileTransport, httpTransport, type Transport } from "./transport";
import { conversionValueOf, type SignedPrices } from "./value";

/** A window or an age in the platforms' own words: whole days from a week up, hours below. */
const span = (ms: number) =>
  ms >= 7 * DAY_MS && ms % DAY_MS === 0 ? `${ms / DAY_MS} days` : `${Math.round(ms / HOUR_MS)} hours`;

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

/**
 * How a destination's requests leave, and the start-up log's line for it: over HTTPS with its credentials (as
 * its module says, a bearer token for Google), else as JSON files for a person to read.
 */
function routeOf<K extends DestinationKey>(key: K, config: ConversionsConfig) {
  const destination = DESTINATIONS[key];
  const settings: ConversionsConfig[K] = config[key];
  if (!destination.hasCredentials(settings)) {
    return {
      transport: fileTransport(config.dir),
      describe: `No ${destination.channel} credentials: conversions are written as JSON to ${config.dir}`,
    };
  }
  const { transport, sender } = destination.liveTransport(settings, httpTransport);
  const describe = `Conversions go to ${destination.channel}${sender ? ` as ${sender}` : ""}`;
  return { transport, describe };
}

function exporterOf<K extends DestinationKey>(
  key: K,
  config: ConversionsConfig,
  given: Transport | undefined,
  signedPrices?: SignedPrices,
): ConversionExporter {
  const destination = DESTINATIONS[key];
  const route = routeOf(key, config);
  const transport = given ?? route.transport;
  const settings: ConversionsConfig[K] = config[key];
  const { channel, windowMs, windowStart, recheck } = destination;
  const live = destination.hasCredentials(settings);
  return {
    destination: channel,
    describe: route.describe,
    testMode: live && destination.inTestMode(settings),
    windowEnd: (lead) => windowStart(lead, parseCapture(lead.conversion_json)) + windowMs,
    async send(db, deliveryId, now = Date.now()) {
      const { event, requestId } = await readExport(db, deliveryId, signedPrices);
      // A request the platform took is checked, not sent again: its ingest may still be running.
      if (requestId && live && recheck)
        return recheck.outcome(await transport.send(recheck.request(requestId, settings), requestId), requestId);
      const age = now - windowStart(event.lead, event.capture);
      if (age > windowMs) {
        throw new PermanentSendError(
          `${channel} takes conversions up to ${span(windowMs)} old; this one is ${span(Math.floor(age / HOUR_MS) * HOUR_MS)} old`,
        );
      }
      const name = `${event.lead.lead_number}-${event.conversion}-${channel}`;
      const answer = await transport.send(destination.request(event, settings, config.siteUrl), name);
      // Without credentials the request was written as a file for a person to read: nothing more to wait for.
      return live ? destination.outcome(answer, settings) : { kind: "accepted" };
    },
  };
}

/** `signedPrices`: the signed orders' prices (lib/orders), a booking's value once its order is signed. */
export function conversionExporter(
  destination: ConversionDestination,
  config: ConversionsConfig,
  transport?: Transport,
  signedPrices?: SignedPrices,
): ConversionExporter {
  return exporterOf(destinationKeyOf(destination), config, transport, signedPrices);
}

/**
 * Every destination as this environment sends them: real requests with credentials, JSON files without; none
 * with CONVERSIONS_ENABLED=false, so rows still pending wait, neither sent nor given up, until it is on again.
 */
export function conversionExportersFromEnv(env: Env, signedPrices?: SignedPrices): ConversionExporter[] {
  if (!exportsEnabled(env)) return [];
  const config = conversionsConfig(env);
  return DESTINATION_KEYS.map((key) => exporterOf(key, config, undefined, signedPrices));
}
