// A request schema stays on the server: Next.js fails the build when a client module imports it (even as a value
// inside lib/quote); a form takes its type only.
import "server-only";
import { z } from "zod";
import { consentSchema } from "./consent";
import { MAX_MESSAGE } from "@/lib/quote-bounds";
import { email, firstName, phoneCheck, plainText } from "./fields";
import { messages } from "./messages";
import { attributionShape } from "./payload-sdk";

/**
 * POST contact: a "contact us" message, a lead of the "message" shape (lib/leads/lead-kinds.ts). No trip: a
 * name, an e-mail address to answer, the message, and a phone number only when the visitor wants a call.
 */
export const contactMessageSchema = z
  .object({
    first_name: firstName,
    email,
    phone: plainText(messages.phoneInvalid).max(40, messages.phoneInvalid).default(""),
    message: plainText(messages.message, { multiline: true })
      .min(1, messages.message)
      .max(MAX_MESSAGE, messages.messageLength),
    ...attributionShape,
    consent: consentSchema.optional(),
  })
  .superRefine(...phoneCheck(() => "US"));

export type ContactMessagePayload = z.infer<typeof contactMessageSchema>;
