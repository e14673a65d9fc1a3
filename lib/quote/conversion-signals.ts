import { z } from "zod";
import { CLICK_ID_KEYS, CLICK_ID_PATTERN, type ClickIdKey, type ClickSeen, type ClicksSeen } from "@/lib/attribution";
import { MAX_TEXT } from "@/lib/quote-bounds";

/**
 * What the browser adds to a lead for the conversion report-back (lib/conversions): the click ids the arrival
 * capture saw with their first-seen times, the Global Privacy Control signal, the visitor's "Do Not Sell or
 * Share" choice and the page the form was sent from. Like the touches, none of it ever fails a lead: a bad
 * part is dropped (`catch`) and the lead goes on.
 */
export type ConversionSignals = { clicks?: ClicksSeen; gpc?: boolean; opt_out?: boolean; page?: string };

/** Between 2020 and a day ahead of now: a first-seen time outside it is a broken clock or a forgery. */
const EARLIEST_CLICK_MS = Date.UTC(2020, 0, 1);
const clickSeen = z
  .object({
    id: z.string().max(MAX_TEXT).regex(CLICK_ID_PATTERN),
    at: z
      .number()
      .int()
      .min(EARLIEST_CLICK_MS)
      .refine((at) => at <= Date.now() + 24 * 60 * 60 * 1000),
  })
  .optional()
  .catch(undefined);

const clicksSchema = z
  .object(Object.fromEntries(CLICK_ID_KEYS.map((key) => [key, clickSeen])) as Record<ClickIdKey, typeof clickSeen>)
  .transform((clicks): ClicksSeen | undefined => {
    const kept = Object.entries(clicks).filter(([, v]) => v !== undefined) as [ClickIdKey, ClickSeen][];
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  });

const signalsSchema = z
  .object({
    clicks: clicksSchema.optional().catch(undefined),
    gpc: z.boolean().optional().catch(undefined),
    opt_out: z.boolean().optional().catch(undefined),
    page: z
      .string()
      .max(MAX_TEXT)
      .regex(/^\/[\w./~%-]*$/)
      .optional()
      .catch(undefined),
  })
  .transform((s): ConversionSignals | undefined => {
    const kept = Object.entries(s).filter(([, v]) => v !== undefined);
    return kept.length > 0 ? (Object.fromEntries(kept) as ConversionSignals) : undefined;
  });

/** The payload field `signals`: absent or malformed reads as none. */
export const signalsPayload = signalsSchema.optional().catch(undefined);

/** The quick calculator's query carries the signals as a JSON string, like its touches. */
export const signalsQueryParam = z
  .string()
  .max(2 * 1024)
  .transform((text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  })
  .pipe(signalsPayload)
  .optional()
  .catch(undefined);
