import { z } from "zod";
import { dateSchema } from "./common";

/** Shipped reviews are examples; `example: true` keeps them labelled until the broker adds verified ones. */
export const reviewsFileSchema = z.object({
  note: z.string().min(1),
  reviews: z.array(
    z.object({
      id: z.union([z.string().min(1), z.number().int()]).transform(String),
      name: z.string().min(1),
      stars: z.number().int().min(1).max(5),
      text: z.string().min(1),
      date: dateSchema,
      source: z.object({ name: z.string().min(1), url: z.url() }),
      example: z.boolean(),
    }),
  ),
});

export type ReviewsFile = z.infer<typeof reviewsFileSchema>;
