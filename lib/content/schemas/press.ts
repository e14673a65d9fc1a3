import { z } from "zod";

export const pressFileSchema = z.object({
  outlets: z.array(
    z.object({
      name: z.string().min(1),
      logo: z.string().regex(/^\/images\/press\/[a-z0-9-]+\.svg$/, "must be /images/press/<slug>.svg"),
      url: z.url(),
      example: z.boolean(),
    }),
  ),
});

export type PressFile = z.infer<typeof pressFileSchema>;
