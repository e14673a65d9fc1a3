import { z } from "zod";
import { plainText } from "./fields";

/** The TCPA consent as the visitor saw it: whether the box was ticked, the exact text, and when it was shown. */
export const consentSchema = z.object({
  given: z.boolean(),
  /** A legal text may come in paragraphs, so it keeps its line breaks; nothing else that is not text. */
  text: plainText(undefined, { multiline: true }).min(1).max(2000),
  shownAt: z.iso.datetime({ offset: true }),
});

export type Consent = z.infer<typeof consentSchema>;
