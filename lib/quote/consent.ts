import { z } from "zod";

/** The TCPA consent as the visitor saw it: whether the box was ticked, the exact text, and when it was shown. */
export const consentSchema = z.object({
  given: z.boolean(),
  text: z.string().trim().min(1).max(2000),
  shownAt: z.iso.datetime({ offset: true }),
});

export type Consent = z.infer<typeof consentSchema>;
