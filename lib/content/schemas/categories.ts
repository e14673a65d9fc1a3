import { z } from "zod";
import { slugSchema } from "./common";

export const categoriesFileSchema = z.object({
  categories: z
    .array(z.object({ name: z.string().min(1), slug: slugSchema, description: z.string().min(1) }))
    .min(1),
});

export type CategoryEntry = z.infer<typeof categoriesFileSchema>["categories"][number];
