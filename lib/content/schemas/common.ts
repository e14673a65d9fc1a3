import { z } from "zod";

export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a kebab-case slug");

/** Calendar date as written in content files; defined with the broker's facts, which date reviews and approvals. */
export { contentDateSchema as dateSchema } from "@/lib/facts";

/** Site-relative ("/images/…") or absolute http(s) URL; absolute ones may be rewritten to the public host. */
export const imageSrcSchema = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/)/, "must start with / or http(s)://");

export const imageSchema = z.object({
  src: imageSrcSchema,
  alt: z.string().min(1, "every image needs alt text"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const sitePathSchema = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path such as /services/open-auto-shipping");

export const seoSchema = z.object({
  title: z.string().min(1).max(60, "SEO title must be at most 60 characters"),
  description: z
    .string()
    .min(120, "SEO description must be at least 120 characters")
    .max(160, "SEO description must be at most 160 characters"),
});

export type Image = z.infer<typeof imageSchema>;
