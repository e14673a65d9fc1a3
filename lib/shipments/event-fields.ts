import { z } from "zod";
import { parseIsoDate } from "@/lib/dates";
import { hasControlCharacter } from "@/lib/text";

/**
 * The rules of the fields a status event carries, each message naming the field (`carrier.name is required`),
 * so a 400 or a CLI error says which one is wrong. The table of statuses (./statuses.ts) puts them together.
 */

export const textField = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v), `${what} must not contain control characters`);

/** How a calendar day is written, in the messages and the CLI's usage. */
export const DAY_FORM = "YYYY-MM-DD";

export const dateField = (what: string) =>
  z
    .string({ error: `${what} is required (${DAY_FORM})` })
    .refine((v) => parseIsoDate(v) !== undefined, `${what} must be a real date in ${DAY_FORM} form`);

/** FMCSA numbers: USDOT up to 8 digits, MC (docket) up to 8 digits, digits only. */
const fmcsaNumber = (what: string) => z.string().regex(/^\d{1,8}$/, `${what} must be 1–8 digits`);

export const carrierField = z
  .object({
    name: textField(120, "carrier.name"),
    usdot: fmcsaNumber("carrier.usdot").optional(),
    mc: fmcsaNumber("carrier.mc").optional(),
  })
  .strict()
  .refine((c) => c.usdot !== undefined || c.mc !== undefined, {
    message: "carrier needs its USDOT or MC number",
    path: ["usdot"],
  });

export const windowField = z
  .object({ from: dateField("window.from"), to: dateField("window.to") })
  .strict()
  .refine((w) => w.from <= w.to, { message: "window.to must not be before window.from", path: ["to"] });

export const inspectionUrlField = z
  .url({ protocol: /^https$/, error: "inspection_report_url must be an https:// link" })
  .max(2000, "inspection_report_url must be at most 2000 characters");
