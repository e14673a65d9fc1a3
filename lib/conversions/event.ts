import type { LeadRow } from "@/lib/db";
import type { ConversionCapture } from "./capture";
import type { ConversionKind } from "./constants";
import type { ConversionValue } from "./value";

/** One conversion as the platforms are told about it. Its event id is the lead number, as the dataLayer's. */
export type ConversionEvent = {
  lead: LeadRow;
  capture: ConversionCapture;
  conversion: ConversionKind;
  /** The raw client IP (Meta's row only, while pending). */
  clientIp: string | null;
  /** What the conversion is worth (value.ts conversionValueOf), the same to every platform. */
  value?: ConversionValue;
};

/** A request to send: `shownUrl` is the URL with its secrets replaced, for logs and the JSON files. */
export type ExportRequest = {
  url: string;
  shownUrl: string;
  method?: "GET" | "POST";
  headers: Record<string, string>;
  body: unknown;
};

/** A setting not configured shows as its variable's name in a written request. */
export const orUnset = (value: string | undefined, name: string) => value ?? `{${name}}`;

/** When the conversion happened: the lead was stored (ms since the epoch). */
export const eventMs = (lead: LeadRow) => Date.parse(lead.created_at);
