import { z } from "zod";
import { hasControlCharacter } from "@/lib/text";
import { REFERRER_HOST_PATTERN, TOUCH_URL_KEYS, type Touch, type TouchKey, type Touches } from "@/lib/attribution";
import { MAX_TEXT } from "@/lib/quote-bounds";

export const attributionSchema = z.object({
  marketing_id: z.string().max(MAX_TEXT).optional(),
  id: z.string().max(MAX_TEXT).optional(),
  source: z.string().max(MAX_TEXT).optional(),
  fbclid: z.string().max(MAX_TEXT).optional(),
});
type Attribution = z.infer<typeof attributionSchema>;

/** The spec's attribution keys plus the visit's touches, as the form hands them to the payload builders. */
export type VisitAttribution = Attribution & { touches?: Touches };

/**
 * One touch value. Marketing data never fails a lead: a value that is not a short clean string is dropped
 * (`catch`), and the lead goes on without it.
 */
function touchValue(shape: (text: string) => boolean = () => true) {
  return z
    .string()
    .trim()
    .max(MAX_TEXT)
    .refine((v) => v !== "" && !hasControlCharacter(v) && shape(v))
    .optional()
    .catch(undefined);
}

const urlValues = Object.fromEntries(TOUCH_URL_KEYS.map((key) => [key, touchValue()])) as Record<
  (typeof TOUCH_URL_KEYS)[number],
  ReturnType<typeof touchValue>
>;

/** A touch as a payload carries it: unknown keys are stripped, bad values dropped, an empty touch is none. */
const touchSchema = z
  .object({
    ...urlValues,
    landing_path: touchValue((v) => v.startsWith("/")),
    referrer_host: touchValue((v) => REFERRER_HOST_PATTERN.test(v)),
  })
  .transform((touch): Touch | undefined => {
    const kept = Object.entries(touch).filter(([, v]) => v !== undefined) as [TouchKey, string][];
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  });

/** The `attribution` object every lead payload may add: first and last touch, each dropped when malformed. */
const touchesSchema = z
  .object({ first: touchSchema.optional().catch(undefined), last: touchSchema.optional().catch(undefined) })
  .transform((t): Touches | undefined => (t.first || t.last ? { first: t.first, last: t.last } : undefined));

/** The payload field: absent, malformed or empty reads as no attribution; it never fails a lead. */
export const touchesPayload = touchesSchema.optional().catch(undefined);

/** The quick calculator's query carries the touches as a JSON string, like its Vehicles. */
export const touchesQueryParam = z
  .string()
  .max(4 * 1024)
  .transform((text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  })
  .pipe(touchesPayload)
  .optional()
  .catch(undefined);
