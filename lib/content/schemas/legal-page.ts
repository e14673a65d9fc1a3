import { z } from "zod";
import { dateSchema } from "./common";

/** Front matter of content/pages/*.md (privacy policy, terms). */
export const legalPageFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: dateSchema,
});

export type LegalPageFrontMatter = z.infer<typeof legalPageFrontMatterSchema>;
