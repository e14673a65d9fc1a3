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
  /**
   * The page's entry in its section's menu (the icon rail and the drawer): the short label and its place, lowest
   * first. A page without one keeps its page and its sitemap entry but no menu link.
   */
  menu: z.object({ label: z.string().min(1), order: z.number().int() }).optional(),
  blocks: z.array(blockSchema).default([]),
});

export type ContentPage = z.infer<typeof contentPageSchema>;
