import { z } from "zod";
import type { ConfirmedWindow } from "@/lib/db";
import { answerEnvelopeSchema, consentSchema, email, firstName, phoneCheck, phoneText } from "@/lib/quote";
import { bookingMessages, PICKUP_WINDOW_KINDS } from "./constants";

/**
 * The confirm step's rules, shared by the booking page's form and the confirm route. Only the contact
 * fields the opportunity still lacks are asked for; what the visitor already gave is kept as it is.
 */
const CONTACT_FIELDS = ["first_name", "email", "phone"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type Contact = Partial<Record<ContactField, string>>;

const pickupWindowKind = z.enum(PICKUP_WINDOW_KINDS, { error: bookingMessages.window });

const contactRules = { first_name: firstName, email, phone: phoneText() } as const;

/** A field the visitor already gave is read as absent, so a body cannot overwrite it. */
const alreadyKnown = z
  .unknown()
  .transform((): string | undefined => undefined)
  .optional();

function contactShape(missing: readonly ContactField[]) {
  return {
    first_name: missing.includes("first_name") ? contactRules.first_name : alreadyKnown,
    email: missing.includes("email") ? contactRules.email : alreadyKnown,
    phone: missing.includes("phone") ? contactRules.phone : alreadyKnown,
  };
}

/** The contact fields a stored request lacks, in the order the form shows them. */
export function missingContactFields(known: Contact): ContactField[] {
  return CONTACT_FIELDS.filter((field) => !known[field]?.trim());
}

/** The form's values: the window, the missing contact fields and the consent box. */
export function confirmFormSchema(missing: readonly ContactField[]) {
  return z
    .object({ window: pickupWindowKind, ...contactShape(missing), consentGiven: z.boolean() })
    .superRefine(...phoneCheck(() => "US"));
}

/** POST /api/opportunity/{token}/confirm: the same rules, with the consent as the visitor saw it. */
export function confirmRequestSchema(missing: readonly ContactField[]) {
  return z
    .object({ window: pickupWindowKind, ...contactShape(missing), consent: consentSchema })
    .superRefine(...phoneCheck(() => "US"));
}

/** A window as the opportunity records it once chosen (lib/db's ConfirmedWindow), read back from storage or an answer. */
export const confirmedWindowSchema = z.object({
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  low: z.number().optional(),
  high: z.number().optional(),
}) satisfies z.ZodType<ConfirmedWindow>;
export type { ConfirmedWindow };

/** What the confirm route answers; on 200 and 409 the window the opportunity holds. */
export const confirmResultSchema = answerEnvelopeSchema.extend({ window: confirmedWindowSchema.optional() });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;
