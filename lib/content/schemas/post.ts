import { z } from "zod";
import { dateSchema, imageSchema, slugSchema } from "./common";

export const postFrontMatterSchema = z.object({
  title: z.string().min(1),
  slug: slugSchema,
  date: dateSchema,
  modified: dateSchema.optional(),
  excerpt: z.string().min(1),
  categories: z.array(z.string().min(1)).min(1, "a post needs at least one category"),
  author: z.string().min(1),
  featuredImage: imageSchema,
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
