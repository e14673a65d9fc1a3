import { z } from "zod";
import { imageSrcSchema, slugSchema } from "./common";

export const transportTypesFileSchema = z.object({
  types: z
    .array(
      z.object({
        slug: slugSchema,
        title: z.string().min(1),
        price: z.enum(["$", "$$", "$$$"]),
        image: imageSrcSchema,
        paragraphs: z.array(z.string().min(1)).min(1),
        tags: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

export type TransportTypesFile = z.infer<typeof transportTypesFileSchema>;
