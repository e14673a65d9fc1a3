import { z } from "zod";
import { imageSchema, seoSchema, sitePathSchema } from "./common";
import { blockSchema } from "./block";

/** Service, solution, guide and location pages share one shape. */
export const contentPageSchema = z.object({
  title: z.string().min(1),
  seo: seoSchema,
  hero: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    image: imageSchema,
  }),
  canonical: sitePathSchema.optional(),
  blocks: z.array(blockSchema).default([]),
});

export type ContentPage = z.infer<typeof contentPageSchema>;
