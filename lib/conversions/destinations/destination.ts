import type { Env } from "@/lib/config/env";
import type { LeadRow, OutboxChannel } from "@/lib/db";
import type { ClickIdKey } from "@/lib/attribution";
import type { ConversionCapture } from "../capture";
import type { SkipReason } from "../constants";
import type { ConversionEvent, ExportRequest } from "../event";
import type { SendOutcome } from "../outcome";
import type { Transport } from "../transport";

/**
 * Everything the report-back knows about one ad platform, as one object: a module under this folder exports one
 * and the table (index.ts) lists it. Every field is required, so a destination missing a piece does not compile;
 * a piece it does not have is `null` or `false`, said where it is written. `Settings` is what it reads from the
 * environment (lib/config/server-env.ts); every other piece is given those settings, never the environment.
 */
export type Destination<Settings, Channel extends OutboxChannel = OutboxChannel> = {
  /** Its outbox channel (lib/db OutboxChannel): the rows' name, in the logs, the JSON files and the report. */
  channel: Channel;
  /**
   * The landing URL's click ids that say this platform's ad brought the visitor (the arrival capture keeps
   * every destination's, lib/attribution CLICK_ID_KEYS). Empty for a destination that counts the others' clicks.
   */
  clickIds: readonly ClickIdKey[];
  /** How old a conversion the platform still takes, from `windowStart`; past it the row is dead, not retried. */
  windowMs: number;
  /** When the platform's window opens for this lead: the event, or the click it answers. */
  windowStart: (lead: LeadRow, capture: ConversionCapture) => number;
  /**
   * Its own reason not to be told, checked after the visitor's privacy choices and before the consent the law
   * asks for (plan.ts): no ad of its brought the visitor, or the capture lacks what it joins the event on.
   */
  skipReason: (capture: ConversionCapture) => SkipReason | null;
  /** Whether its pending row keeps the raw client IP (the platform matches on it); cleared once sent or dead. */
  keepsClientIp: boolean;
  settings: (env: Env) => Settings;
  /** Whether the settings hold what a real request needs; without it, requests are written as JSON files. */
  hasCredentials: (settings: Settings) => boolean;
  /** Whether it sends where nothing counts (a test code, a validate-only flag, a debug server). */
  inTestMode: (settings: Settings) => boolean;
  /** How a request leaves once it has credentials, and as whom when that is worth a line in the start-up log. */
  liveTransport: (settings: Settings, https: Transport) => { transport: Transport; sender?: string };
  /** The request for one conversion; `siteUrl` is SITE_URL, for a platform that is told the page. */
  request: (event: ConversionEvent, settings: Settings, siteUrl: string) => ExportRequest;
  /** What its answer to `request` says: taken, taken in a test mode, or to be checked later. Throws when not taken. */
  outcome: (answer: unknown, settings: Settings) => SendOutcome;
  /**
   * For a platform whose answer is a request id, not acceptance (outcome `awaiting`): how to ask later how it
   * went. `null` for one whose answer is final.
   */
  recheck: {
    request: (requestId: string, settings: Settings) => ExportRequest;
    outcome: (answer: unknown, requestId: string) => SendOutcome;
  } | null;
};
