import { z } from "zod";
import { imageSchema, imageSrcSchema } from "./common";

/**
 * Content blocks: a page body is a list of these, told apart by `layout`. A layout this schema does not
 * know fails validation (file + blocks.N.layout) instead of being dropped from the page.
 */
const BLOCK_LAYOUTS = [
  "simple_content",
  "simple_list",
  "simple_order_list",
  "image",
  "simple_table",
  "list",
  "checklist",
  "cards",
  "faq",
] as const;

const markdown = z.string().min(1);
const heading = { title: z.string().min(1).optional(), index_title: z.string().min(1).optional() };

const plainItem = z.object({ item: z.string().min(1), content: markdown.optional() });

const LIST_ICONS = ["arrow", "person", "link"] as const;

const simpleContent = z.object({ layout: z.literal("simple_content"), ...heading, content: markdown });
const simpleList = z.object({ layout: z.literal("simple_list"), ...heading, list_item: z.array(plainItem).min(1) });
const simpleOrderList = z.object({
  layout: z.literal("simple_order_list"),
  ...heading,
  list_item: z.array(plainItem).min(1),
});
const imageBlock = z.object({
  layout: z.literal("image"),
  ...heading,
  image: imageSchema,
  caption: z.string().min(1).optional(),
});
const simpleTable = z.object({
  layout: z.literal("simple_table"),
  ...heading,
  caption: z.string().min(1),
  table: z
    .object({ head: z.array(z.string()).min(1), rows: z.array(z.array(z.string())).min(1) })
    .refine((t) => t.rows.every((row) => row.length === t.head.length), {
      message: "every table row needs as many cells as the head",
      path: ["rows"],
    }),
});
const iconList = z.object({
  layout: z.literal("list"),
  ...heading,
  list_item: z
    .array(z.object({ icon: z.enum(LIST_ICONS), item: z.string().min(1), content: markdown }))
    .min(1),
});
const checklist = z.object({ layout: z.literal("checklist"), ...heading, list_item: z.array(plainItem).min(1) });
const cards = z.object({
  layout: z.literal("cards"),
  ...heading,
  card: z
    .array(
      z.object({
        image: z.union([imageSchema, imageSrcSchema]).optional(),
        subtitle: z.string().min(1),
        content: markdown,
      }),
    )
    .min(1),
});
const faq = z.object({
  layout: z.literal("faq"),
  ...heading,
  list_item: z.array(z.object({ item: z.string().min(1), content: markdown })).min(1),
});

export const blockSchema = z.discriminatedUnion(
  "layout",
  [simpleContent, simpleList, simpleOrderList, imageBlock, simpleTable, iconList, checklist, cards, faq],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `unknown block layout ${JSON.stringify((issue.input as { layout?: unknown } | undefined)?.layout)}; expected one of ${BLOCK_LAYOUTS.join(", ")}`
        : undefined,
  },
);

export type Block = z.infer<typeof blockSchema>;
