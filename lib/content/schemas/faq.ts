import { z } from "zod";

export const faqFileSchema = z.object({
  groups: z
    .array(
      z.object({
        title: z.string().min(1),
        items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
      }),
    )
    .min(1),
});

export type FaqFile = z.infer<typeof faqFileSchema>;
