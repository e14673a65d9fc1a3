import { z } from "zod";
import { REQUEST_FAILED_MESSAGE } from "./messages";

/** The envelope every form endpoint answers in: a status, a message for the visitor, and per-field errors. */
export const answerEnvelopeSchema = z.object({
  status_code: z.number().int(),
  description: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** What every lead endpoint answers, and what the form's API module returns on a network failure too. */
export const submitResultSchema = answerEnvelopeSchema.extend({
  lead_number: z.string(),
  /**
   * A stored lead: false when the visitor's confirmation e-mail was not sent (a daily budget was spent, or the lead
   * is a message, which gets none).
   */
  email_sent: z.boolean().optional(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/** The quick calculator's answer: where to send the visitor next. */
export const redirectResultSchema = z.object({
  status_code: z.number().int(),
  url: z.string(),
  description: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type RedirectResult = z.infer<typeof redirectResultSchema>;

export const SUBMIT_FAILURE: SubmitResult = { status_code: 500, description: REQUEST_FAILED_MESSAGE, lead_number: "" };

/**
 * The status of a request whose Idempotency-Key was already spent on a different request: nothing was
 * stored, and the same values sent under a new key are a new request.
 */
export const KEY_REUSED_STATUS = 422;
